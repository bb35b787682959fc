/** Rooms of the demo school; keys are what the catalogues refer to. */
export const LOCATIONS = {
  gym: { name: 'Sports hall', room: 'Hall A', capacity: 60 },
  gym2: { name: 'Sports hall', room: 'Hall B', capacity: 30 },
  martialArts: { name: 'Sports hall', room: 'Martial arts room', capacity: 18 },
  pool: { name: 'Swimming pool', room: 'Teaching pool', capacity: 24 },
  field: { name: 'Sports field', room: 'Field 1', capacity: 44 },
  tennis: { name: 'Tennis courts', room: 'Courts 1–2', capacity: 12 },
  musicRoom: { name: 'Music wing', room: 'Music room M1.02', capacity: 24 },
  practiceRoom: { name: 'Music wing', room: 'Practice room M1.05', capacity: 6 },
  artStudio: { name: 'Arts building', room: 'Art studio A0.11', capacity: 16 },
  danceStudio: { name: 'Arts building', room: 'Dance studio A1.02', capacity: 20 },
  scienceLab: { name: 'Science building', room: 'Laboratory S2.03', capacity: 16 },
  computerLab: { name: 'Science building', room: 'Computer lab S1.07', capacity: 16 },
  auditorium: { name: 'Main building', room: 'Auditorium', capacity: 120 },
  library: { name: 'Main building', room: 'Library', capacity: 30 },
  classroom1: { name: 'Main building', room: 'Classroom B1.01', capacity: 24 },
  classroom2: { name: 'Main building', room: 'Classroom B1.02', capacity: 24 },
  classroom3: { name: 'Main building', room: 'Classroom B2.04', capacity: 24 },
  kitchen: { name: 'Main building', room: 'Teaching kitchen', capacity: 12 },
  cafe: { name: 'Main building', room: "Parents' café", capacity: 30 },
  garden: { name: 'School garden', room: 'Greenhouse', capacity: 14 },
  childminding: { name: 'Primary building', room: 'Childminding rooms P0.01–P0.03', capacity: 60 },
  campBase: { name: 'Primary building', room: 'Camp base P0.10', capacity: 40 },
} as const;
export type LocationKey = keyof typeof LOCATIONS;

/** Bus stops in and around Frankfurt; ESF is the school itself. */
export const STOPS = [
  { name: 'ESF', street: 'Praunheimer Weg' },
  { name: 'Nordweststadt', street: 'Thomas-Mann-Straße' },
  { name: 'Heddernheim', street: 'Heddernheimer Landstraße' },
  { name: 'Dornbusch', street: 'Eschersheimer Landstraße' },
  { name: 'Hügelstraße', street: 'Hügelstraße' },
  { name: 'Bad Homburg Bahnhof', street: 'Bahnhofstraße' },
  { name: 'Bornheim Mitte', street: 'Berger Straße' },
  { name: 'Seckbacher Landstraße', street: 'Seckbacher Landstraße' },
  { name: 'Ostbahnhof', street: 'Hanauer Landstraße' },
  { name: 'Riederwald', street: 'Schäfflestraße' },
  { name: 'Eissporthalle', street: 'Am Bornheimer Hang' },
  { name: 'Südbahnhof', street: 'Diesterwegplatz' },
  { name: 'Niederrad', street: 'Bruchfeldstraße' },
  { name: 'Schwanheim', street: 'Alt-Schwanheim' },
  { name: 'Oberrad', street: 'Offenbacher Landstraße' },
  { name: 'Lokalbahnhof', street: 'Textorstraße' },
  { name: 'Westbahnhof', street: 'Kasseler Straße' },
] as const;

export const EVENT_TYPES = [
  'Sports',
  'Music',
  'Arts',
  'Dance',
  'Science',
  'Languages',
  'Games',
  'Society',
  'Life skills',
  'Nature',
  'Learning',
  'Holiday camp',
  'Childminding',
  'School bus',
  'Parents',
] as const;

export const DISCOUNT_MODELS = [
  {
    name: 'Sibling discount',
    description: 'From the second child of a family',
    percent: 10,
    rule: 'SIBLING',
  },
  { name: 'Staff discount', description: 'Children of school staff', percent: 20, rule: 'GRANTED' },
  { name: 'Hardship', description: 'Granted on application', percent: 50, rule: 'GRANTED' },
] as const;
