import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { can } from '../shared/access/capabilities';
import { currentUser } from '../shared/state/session';
import { useSignals } from '../shared/state/signals';
import type { FeatureToggleName } from '../shared/model/features';
import type { CatalogName } from '../shared/i18n/catalog-names';
import { loadPageCatalogs } from './app/i18n';
import { IndexRedirectPage } from './app/index-redirect-page';

/**
 * The page frames of spec 000 §2 "Layouts". `session` is the default layout for a signed-in
 * user and the anonymous one for a visitor, for pages both may open (imprint, user manual, the
 * error page).
 */
export type LayoutName =
  'anonymous' | 'blank' | 'default' | 'embeddable' | 'embeddablePublic' | 'session';

/**
 * One entry of the portal's route table. Who may open it is not stored here: the guard of
 * `shared/access` decides from the path alone, as the server does for the API.
 */
export interface PortalRoute {
  /** A wouter pattern; `:id?` marks an optional parameter. */
  path: string;
  layout: LayoutName;
  page: ComponentType;
  /** A feature toggle that must be on; when it is off the page says so instead. */
  feature?: FeatureToggleName;
  /**
   * The id of the screen's user manual (`/user-manual/{manual}`, admin/content/{en,de}/
   * manuals.json): the top bar links to it while `enableUserManual` is on. This table is the one
   * place that maps screens to manuals; `screen-manuals.test.ts` checks each id has a manual.
   */
  manual?: string;
}

/**
 * Loads a page's module only when its route is first visited, together with the catalogs its
 * strings are in (shared/i18n/README.md): the office screens bring `office`, so nobody else
 * downloads the office's strings. `bundles.test.ts` reads the literal catalog list.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  catalogs: readonly CatalogName[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadPageCatalogs(catalogs)]);
    return { default: pick(module) };
  });
}

const LoginPage = lazyPage(
  () => import('./features/auth/login-page'),
  (m) => m.LoginPage,
  ['account', 'forms'],
);
const DashboardPage = lazyPage(
  () => import('./features/home/dashboard-page'),
  (m) => m.DashboardPage,
  ['office', 'forms', 'account'],
);
const CredentialsPage = lazyPage(
  () => import('./features/api-keys/credentials-page'),
  (m) => m.CredentialsPage,
  ['office', 'forms'],
);
const MyDashboardPage = lazyPage(
  () => import('./features/my-dashboard/my-dashboard-page'),
  (m) => m.MyDashboardPage,
  ['account', 'office', 'forms'],
);
const ErrorPage = lazyPage(
  () => import('./features/errors/error-page'),
  (m) => m.ErrorPage,
);
const MaintenancePage = lazyPage(
  () => import('./features/maintenance/maintenance-page'),
  (m) => m.MaintenancePage,
);
const PublicIndexPage = lazyPage(
  () => import('./features/public/public-index-page'),
  (m) => m.PublicIndexPage,
);
const ImprintPage = lazyPage(
  () => import('./features/content/imprint-page'),
  (m) => m.ImprintPage,
);
const HelpTopicPage = lazyPage(
  () => import('./features/content/help-topic-page'),
  (m) => m.HelpTopicPage,
);
const HallOfFamePage = lazyPage(
  () => import('./features/content/hall-of-fame-page'),
  (m) => m.HallOfFamePage,
);
const UserManualPage = lazyPage(
  () => import('./features/content/user-manual-page'),
  (m) => m.UserManualPage,
);

const PublicEcaPage = lazyPage(
  () => import('./features/public/public-eca-page'),
  (m) => m.PublicEcaPage,
  ['offers', 'eca'],
);
const PublicChildmindingPage = lazyPage(
  () => import('./features/public/public-childminding-page'),
  (m) => m.PublicChildmindingPage,
  ['offers', 'childminding'],
);
const PublicServicePage = lazyPage(
  () => import('./features/public/public-service-page'),
  (m) => m.PublicServicePage,
  ['offers', 'service'],
);
const PublicHolidayCampPage = lazyPage(
  () => import('./features/public/public-holiday-camp-page'),
  (m) => m.PublicHolidayCampPage,
  ['offers', 'holiday-camp'],
);
const PublicSchoolBusPage = lazyPage(
  () => import('./features/public/public-school-bus-page'),
  (m) => m.PublicSchoolBusPage,
  ['offers', 'school-bus'],
);
const PublicParentActivitiesPage = lazyPage(
  () => import('./features/public/public-parent-activities-page'),
  (m) => m.PublicParentActivitiesPage,
  ['offers', 'parent-activities'],
);
const ManagementPage = lazyPage(
  () => import('./features/management/management-page'),
  (m) => m.ManagementPage,
  ['office', 'forms'],
);
const ConfigurationPage = lazyPage(
  () => import('./features/configuration/configuration-page'),
  (m) => m.ConfigurationPage,
  // The calendar tab's date picker and the form kit bring `forms`.
  ['office', 'forms'],
);
const ConfigurationRedirect = lazyPage(
  () => import('./features/configuration/configuration-redirect'),
  (m) => m.ConfigurationRedirect,
);
const RegistrationsPage = lazyPage(
  () => import('./features/registrations/registrations-page'),
  (m) => m.RegistrationsPage,
  ['office'],
);
const MyBookingsPage = lazyPage(
  () => import('./features/my-bookings/my-bookings-page'),
  (m) => m.MyBookingsPage,
  // The price labels (`booking.price.*`) are the offers' strings; the cancel question's the forms'.
  ['account', 'offers', 'forms'],
);
const ListsPage = lazyPage(
  () => import('./features/lists/lists-page'),
  (m) => m.ListsPage,
  ['office'],
);
const InvoicesPage = lazyPage(
  () => import('./features/invoices/invoices-page'),
  (m) => m.InvoicesPage,
  // The price labels (`booking.price.*`) are the offers' strings; the dialogs' the forms'.
  ['office', 'offers', 'forms'],
);
const DismissalSheetsPage = lazyPage(
  () => import('./features/lists/dismissal-sheets-page'),
  (m) => m.DismissalSheetsPage,
  ['office'],
);
const CalendarPage = lazyPage(
  () => import('./features/calendar/calendar-page'),
  (m) => m.CalendarPage,
  ['office', 'account'],
);
const MyAbsencesPage = lazyPage(
  () => import('./features/absences/my-absences-page'),
  (m) => m.MyAbsencesPage,
  ['office', 'forms', 'account'],
);
const MySchedulePage = lazyPage(
  () => import('./features/my-schedule/my-schedule-page'),
  (m) => m.MySchedulePage,
  // Renewing the calendar link asks first in the shared confirm dialog (`forms`).
  ['account', 'office', 'forms'],
);
const MySchoolBusPage = lazyPage(
  () => import('./features/my-services/my-area-bookings-page'),
  (m) => m.MySchoolBusPage,
  // Change opens the booking dialog, which brings the office's and the forms' strings.
  ['account', 'office', 'forms'],
);
const MyChildmindingPage = lazyPage(
  () => import('./features/my-services/my-area-bookings-page'),
  (m) => m.MyChildmindingPage,
  ['account', 'office', 'forms'],
);
const ProfilePage = lazyPage(
  () => import('./features/profile/profile-page'),
  (m) => m.ProfilePage,
  ['account', 'forms'],
);

const EmailPage = lazyPage(
  () => import('./features/email/email-page'),
  (m) => m.EmailPage,
  ['office', 'forms'],
);
const LocationsPage = lazyPage(
  () => import('./features/locations/locations-page'),
  (m) => m.LocationsPage,
  ['office', 'forms'],
);
const BasketPage = lazyPage(
  () => import('./features/basket/basket-page'),
  (m) => m.BasketPage,
  ['office', 'forms'],
);
const DocumentsPage = lazyPage(
  () => import('./features/documents/documents-page'),
  (m) => m.DocumentsPage,
  ['office', 'forms'],
);
const CustomersPage = lazyPage(
  () => import('./features/customers/customers-page'),
  (m) => m.CustomersPage,
  ['office', 'forms', 'account'],
);
const UsersPage = lazyPage(
  () => import('./features/users/users-page'),
  (m) => m.UsersPage,
  ['office', 'forms', 'account'],
);
const ParticipantsPage = lazyPage(
  () => import('./features/participants/participants-page'),
  (m) => m.ParticipantsPage,
  ['office', 'forms', 'account'],
);
const BookingsPage = lazyPage(
  () => import('./features/bookings/bookings-page'),
  (m) => m.BookingsPage,
  ['office', 'forms', 'account'],
);
const MyParticipantsPage = lazyPage(
  () => import('./features/my-participant/my-participants-page'),
  (m) => m.MyParticipantsPage,
  // The participant dialog is the office's, shared with the families: its strings come along.
  ['account', 'office', 'forms'],
);
const MyDataPage = lazyPage(
  () => import('./features/my-data/my-data-page'),
  (m) => m.MyDataPage,
  // The profile and payment forms bring `forms`; the mandate's labels are the office's.
  ['account', 'forms', 'office'],
);
const MyDocumentsPage = lazyPage(
  () => import('./features/my-documents/my-documents-page'),
  (m) => m.MyDocumentsPage,
  ['account', 'office'],
);
const MyGuardiansPage = lazyPage(
  () => import('./features/my-guardians/my-guardians-page'),
  (m) => m.MyGuardiansPage,
  // The relationship names are the office's participant-person strings (`participantPersons.*`).
  ['account', 'office', 'forms'],
);
const FamilyParticipantsPage = lazyPage(
  () => import('./features/my-participant/my-participants-page'),
  (m) => () => <m.MyParticipantsPage basePath="/participant" />,
  ['account', 'office', 'forms'],
);
/**
 * `/participant`: the office's list for staff; for a family the same view as
 * `/my/participant`, in place (the menu entry they chose stays marked, `/participant/{id}` opens
 * the child), rather than a redirect into the personal area.
 */
function ParticipantsRoute() {
  useSignals();
  return can(currentUser.value, 'participant.staff') ? (
    <ParticipantsPage />
  ) : (
    <FamilyParticipantsPage />
  );
}
const PersonsPage = lazyPage(
  () => import('./features/persons/persons-page'),
  (m) => m.PersonsPage,
  ['office', 'forms', 'account'],
);
const ParticipantPersonsPage = lazyPage(
  () => import('./features/participant-persons/participant-persons-page'),
  (m) => m.ParticipantPersonsPage,
  ['office', 'forms', 'account'],
);
const InstructorsPage = lazyPage(
  () => import('./features/instructors/instructors-page'),
  (m) => m.InstructorsPage,
  ['office', 'forms', 'account'],
);
const EventsPage = lazyPage(
  () => import('./features/events/events-page'),
  (m) => m.EventsPage,
  ['office', 'forms', 'account'],
);
const BusinessAreasPage = lazyPage(
  () => import('./features/business-areas/business-areas-page'),
  (m) => m.BusinessAreasPage,
  ['office', 'account'],
);
const StopsPage = lazyPage(
  () => import('./features/stops/stops-page'),
  (m) => m.StopsPage,
  ['office', 'forms'],
);

const ChangePasswordPage = lazyPage(
  () => import('./features/account/change-password-page'),
  (m) => m.ChangePasswordPage,
  ['account', 'forms'],
);

const ForgotPasswordPage = lazyPage(
  () => import('./features/account/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
  ['account', 'forms'],
);
const ResetPasswordPage = lazyPage(
  () => import('./features/account/reset-password-page'),
  (m) => m.ResetPasswordPage,
  ['account', 'forms'],
);

const SignupPage = lazyPage(
  () => import('./features/account/signup-page'),
  (m) => m.SignupPage,
  ['account', 'forms'],
);
const ConfirmEmailPage = lazyPage(
  () => import('./features/account/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
  ['account', 'forms'],
);

/** `/my` on its own: the personal area starts at its dashboard. */
function MyIndexRedirect() {
  return <Redirect to="/my/dashboard" replace />;
}

/** The portal's routes (spec 000 §2), most specific first where two patterns overlap. */
export const routes: PortalRoute[] = [
  { path: '/', layout: 'blank', page: IndexRedirectPage },
  { path: '/login', layout: 'anonymous', page: LoginPage },
  { path: '/error', layout: 'session', page: ErrorPage },
  { path: '/maintenance', layout: 'anonymous', page: MaintenancePage },
  { path: '/imprint', layout: 'session', page: ImprintPage },
  { path: '/signup', layout: 'anonymous', page: SignupPage, feature: 'register' },
  { path: '/signup/confirm', layout: 'anonymous', page: ConfirmEmailPage },
  { path: '/password/forgot', layout: 'anonymous', page: ForgotPasswordPage },
  { path: '/password/reset', layout: 'anonymous', page: ResetPasswordPage },
  { path: '/password/change', layout: 'default', page: ChangePasswordPage },
  { path: '/profile', layout: 'default', page: ProfilePage },

  { path: '/dashboard', layout: 'default', page: DashboardPage, manual: 'dashboard' },
  { path: '/credentials', layout: 'default', page: CredentialsPage, manual: 'api-keys' },
  { path: '/admin/:tab?', layout: 'default', page: ConfigurationPage, manual: 'configuration' },
  { path: '/cfg/:tab?', layout: 'default', page: ConfigurationRedirect },
  { path: '/basket', layout: 'default', page: BasketPage, manual: 'basket' },
  { path: '/booking/:id?', layout: 'default', page: BookingsPage, manual: 'bookings' },
  { path: '/business-area', layout: 'default', page: BusinessAreasPage, manual: 'business-areas' },
  { path: '/calendar', layout: 'default', page: CalendarPage, manual: 'calendar' },
  { path: '/customer/:id?', layout: 'default', page: CustomersPage, manual: 'customers' },
  { path: '/document/:id?', layout: 'default', page: DocumentsPage, manual: 'documents' },
  { path: '/email', layout: 'default', page: EmailPage, manual: 'email' },
  { path: '/event/:id?', layout: 'default', page: EventsPage, manual: 'services' },
  { path: '/instructor/:id?', layout: 'default', page: InstructorsPage, manual: 'instructor-list' },
  { path: '/invoices', layout: 'default', page: InvoicesPage, manual: 'invoices' },
  { path: '/lists', layout: 'default', page: ListsPage, manual: 'lists' },
  { path: '/lists-detail', layout: 'default', page: DismissalSheetsPage, manual: 'lists' },
  { path: '/location', layout: 'default', page: LocationsPage, manual: 'locations' },
  { path: '/management', layout: 'default', page: ManagementPage, manual: 'school-years' },
  { path: '/participant/:id?', layout: 'default', page: ParticipantsRoute, manual: 'participants' },
  {
    path: '/participantPerson/:id?',
    layout: 'default',
    page: ParticipantPersonsPage,
    manual: 'pick-up-persons',
  },
  { path: '/person/:id?', layout: 'default', page: PersonsPage, manual: 'persons' },
  { path: '/registrations', layout: 'default', page: RegistrationsPage, manual: 'registrations' },
  { path: '/stops', layout: 'default', page: StopsPage, manual: 'stops' },
  { path: '/user/:id?', layout: 'default', page: UsersPage, manual: 'users' },
  { path: '/help/topic', layout: 'default', page: HelpTopicPage },
  { path: '/hall/of/fame', layout: 'default', page: HallOfFamePage },
  {
    path: '/user-manual/:manual?',
    layout: 'session',
    page: UserManualPage,
    feature: 'enableUserManual',
  },

  { path: '/my', layout: 'blank', page: MyIndexRedirect },
  { path: '/my/dashboard', layout: 'default', page: MyDashboardPage },
  {
    path: '/my/childminding',
    layout: 'default',
    page: MyChildmindingPage,
    feature: 'enableChildmindingBooking',
  },
  { path: '/my/data', layout: 'default', page: MyDataPage },
  { path: '/my/documents', layout: 'default', page: MyDocumentsPage },
  {
    path: '/my/school-bus',
    layout: 'default',
    page: MySchoolBusPage,
    feature: 'enableSchoolBusBooking',
  },
  { path: '/my/absences/:id?', layout: 'default', page: MyAbsencesPage },
  { path: '/my/bookings/:id?', layout: 'default', page: MyBookingsPage },
  { path: '/my/guardians/:id?', layout: 'default', page: MyGuardiansPage },
  { path: '/my/participant/:id?', layout: 'default', page: MyParticipantsPage },
  {
    path: '/my/schedule/:id?',
    layout: 'default',
    page: MySchedulePage,
    feature: 'enableMySchedule',
  },

  { path: '/public', layout: 'session', page: PublicIndexPage },
  {
    path: '/public/eca/:id?',
    layout: 'embeddablePublic',
    page: PublicEcaPage,
    feature: 'eca',
  },
  {
    path: '/public/holiday-camp/:id?',
    layout: 'embeddablePublic',
    page: PublicHolidayCampPage,
    feature: 'holiday_camp',
  },
  {
    path: '/public/school-bus/:id?',
    layout: 'embeddablePublic',
    page: PublicSchoolBusPage,
    feature: 'enableSchoolBusBooking',
  },
  { path: '/public/childminding', layout: 'embeddablePublic', page: PublicChildmindingPage },
  {
    path: '/public/parent-activities/:id?',
    layout: 'embeddablePublic',
    page: PublicParentActivitiesPage,
  },
  { path: '/public/service/:id?', layout: 'embeddablePublic', page: PublicServicePage },
  { path: '/service', layout: 'embeddable', page: PublicServicePage },
  { path: '/service/*', layout: 'embeddable', page: PublicServicePage },
];
