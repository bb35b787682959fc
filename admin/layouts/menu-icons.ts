import {
  Briefcase,
  BusFront,
  CalendarDays,
  Circle,
  ClipboardCheck,
  Contact,
  FileText,
  Globe,
  GraduationCap,
  House,
  Layers,
  LayoutDashboard,
  ListChecks,
  Mail,
  MapPin,
  Settings,
  Shapes,
  ShoppingBasket,
  UserCheck,
  UserCog,
  UserPlus,
  Users,
  UsersRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** The icon of each side-menu entry, keyed by the entry's id in `shared/access/side-menu`. */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  dashboard: LayoutDashboard,
  participants: UsersRound,
  bookings: ClipboardCheck,
  calendar: CalendarDays,
  activities: Shapes,
  documents: FileText,
  participantPerson: UserCheck,
  lists: ListChecks,
  customers: Contact,
  management: Briefcase,
  instructors: GraduationCap,
  locations: MapPin,
  businessArea: Layers,
  stops: BusFront,
  persons: Users,
  basket: ShoppingBasket,
  emails: Mail,
  users: UserCog,
  registrations: UserPlus,
  admin: Settings,
  public: Globe,
  personalArea: House,
};

/** The icon of menu entry `id`; a plain circle for an entry added to the table without one. */
export function menuIcon(id: string): LucideIcon {
  return MENU_ICONS[id] ?? Circle;
}
