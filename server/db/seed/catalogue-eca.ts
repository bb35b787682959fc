import type { Grade, Language } from '../../../shared/model/enums';
import type { LocationKey } from './catalogue-places';

/** One after-school activity of the demo school. Days: 0 = Monday … 4 = Friday. */
export interface EcaEntry {
  name: string;
  type: string;
  grades: [Grade, Grade];
  location: LocationKey;
  slots: { day: number; time: string; endTime: string }[];
  /** Monthly price in euro; members pay 5 euro less. */
  price: number;
  max: number;
  language?: Language;
  description: string;
}

const slot = (day: number, time: string, endTime: string) => ({ day, time, endTime });
const MON = 0;
const TUE = 1;
const WED = 2;
const THU = 3;
const FRI = 4;

// One line per activity reads as a table; prettier would spread each over a dozen lines.
// prettier-ignore
export const ECA_CATALOGUE: EcaEntry[] = [
  { name: 'Robotics', type: 'Science', grades: ['P3', 'S2'], location: 'computerLab', slots: [slot(MON, '14:30', '15:30')], price: 45, max: 14, description: 'Build and program LEGO robots that sense, decide and move.' },
  { name: 'Football (Primary)', type: 'Sports', grades: ['P1', 'P3'], location: 'field', slots: [slot(TUE, '14:30', '15:30')], price: 30, max: 22, description: 'Ball skills, passing and small-sided games for young players.' },
  { name: 'Football (Juniors)', type: 'Sports', grades: ['P4', 'S2'], location: 'field', slots: [slot(TUE, '15:30', '16:45'), slot(THU, '15:30', '16:45')], price: 40, max: 22, description: 'Training twice a week with friendly matches against other schools.' },
  { name: 'Chess Club', type: 'Games', grades: ['P2', 'S7'], location: 'library', slots: [slot(WED, '14:30', '15:30')], price: 25, max: 24, description: 'Openings, tactics and a friendly tournament every term.' },
  { name: 'Choir', type: 'Music', grades: ['P1', 'P5'], location: 'auditorium', slots: [slot(MON, '14:30', '15:30')], price: 20, max: 40, description: 'Singing together in several languages, with a concert before Christmas.' },
  { name: 'Ceramics', type: 'Arts', grades: ['P2', 'S3'], location: 'artStudio', slots: [slot(THU, '14:30', '16:00')], price: 55, max: 12, description: 'Hand-building and glazing; pieces are fired in the school kiln.' },
  { name: 'Swimming (Beginners)', type: 'Sports', grades: ['M2', 'P2'], location: 'pool', slots: [slot(TUE, '14:30', '15:15')], price: 60, max: 10, description: 'Water confidence and first strokes in small groups.' },
  { name: 'Swimming (Advanced)', type: 'Sports', grades: ['P3', 'S4'], location: 'pool', slots: [slot(FRI, '14:30', '15:30')], price: 60, max: 14, description: 'Technique for all four strokes and preparation for swimming badges.' },
  { name: 'Coding with Scratch', type: 'Science', grades: ['P2', 'P4'], location: 'computerLab', slots: [slot(TUE, '14:30', '15:30')], price: 40, max: 14, description: 'Games and animations with block-based programming.' },
  { name: 'Python Coding', type: 'Science', grades: ['P5', 'S4'], location: 'computerLab', slots: [slot(THU, '15:30', '16:30')], price: 45, max: 14, description: 'From first scripts to small games written in Python.' },
  { name: 'Drama', type: 'Arts', grades: ['P3', 'S3'], location: 'auditorium', slots: [slot(WED, '14:30', '16:00')], price: 40, max: 20, description: 'Improvisation, voice and stage work towards an end-of-year play.' },
  { name: 'Basketball', type: 'Sports', grades: ['P4', 'S5'], location: 'gym', slots: [slot(MON, '15:30', '16:45')], price: 30, max: 20, description: 'Dribbling, shooting and team play.' },
  { name: 'Gymnastics', type: 'Sports', grades: ['M1', 'P2'], location: 'gym', slots: [slot(WED, '14:30', '15:30')], price: 35, max: 16, description: 'Rolling, balancing and jumping on mats and apparatus.' },
  { name: 'Ballet', type: 'Dance', grades: ['M1', 'P3'], location: 'danceStudio', slots: [slot(TUE, '14:30', '15:30')], price: 45, max: 14, description: 'Classical ballet basics with music and movement games.' },
  { name: 'Hip Hop Dance', type: 'Dance', grades: ['P4', 'S4'], location: 'danceStudio', slots: [slot(THU, '15:30', '16:30')], price: 40, max: 18, description: 'Grooves, choreographies and a performance at the summer fair.' },
  { name: 'Junior Orchestra', type: 'Music', grades: ['P3', 'S3'], location: 'musicRoom', slots: [slot(FRI, '14:30', '15:30')], price: 30, max: 20, description: 'Ensemble playing for pupils who already play an instrument.' },
  { name: 'Guitar for Beginners', type: 'Music', grades: ['P3', 'S5'], location: 'musicRoom', slots: [slot(WED, '15:30', '16:30')], price: 50, max: 8, description: 'Chords, strumming and first songs; school guitars are provided.' },
  { name: 'Piano Lessons', type: 'Music', grades: ['P2', 'S7'], location: 'practiceRoom', slots: [slot(MON, '15:30', '16:30')], price: 80, max: 6, description: 'Lessons in very small groups for all levels.' },
  { name: 'Painting & Drawing', type: 'Arts', grades: ['M2', 'P3'], location: 'artStudio', slots: [slot(MON, '14:30', '15:30')], price: 35, max: 14, description: 'Colours, brushes and big sheets of paper.' },
  { name: 'Comic Workshop', type: 'Arts', grades: ['P4', 'S2'], location: 'classroom1', slots: [slot(FRI, '14:30', '15:30')], price: 35, max: 14, description: 'Characters, panels and speech bubbles: a comic book by summer.' },
  { name: 'Science Explorers', type: 'Science', grades: ['P1', 'P3'], location: 'scienceLab', slots: [slot(THU, '14:30', '15:30')], price: 40, max: 14, description: 'Hands-on experiments with water, air, magnets and light.' },
  { name: 'Young Chemists', type: 'Science', grades: ['P5', 'S3'], location: 'scienceLab', slots: [slot(TUE, '15:30', '16:45')], price: 45, max: 12, description: 'Safe lab experiments beyond the curriculum.' },
  { name: 'Spanish for Beginners', type: 'Languages', grades: ['P2', 'P5'], location: 'classroom1', slots: [slot(MON, '14:30', '15:30')], price: 35, max: 14, language: 'ES', description: 'Songs, games and first conversations in Spanish.' },
  { name: 'French Conversation', type: 'Languages', grades: ['S1', 'S5'], location: 'classroom2', slots: [slot(WED, '15:30', '16:30')], price: 35, max: 14, language: 'FR', description: 'Speaking practice on everyday topics and current events.' },
  { name: 'German as a Foreign Language', type: 'Languages', grades: ['P1', 'P5'], location: 'classroom2', slots: [slot(TUE, '14:30', '15:30')], price: 35, max: 14, language: 'DE', description: 'Extra German for children who are new to the language.' },
  { name: 'Mandarin Club', type: 'Languages', grades: ['P3', 'S3'], location: 'classroom3', slots: [slot(THU, '14:30', '15:30')], price: 40, max: 12, description: 'Characters, calligraphy and conversation.' },
  { name: 'Debate Club', type: 'Society', grades: ['S2', 'S7'], location: 'library', slots: [slot(WED, '15:30', '16:45')], price: 25, max: 16, description: 'Arguing a case, listening and rebutting, in English.' },
  { name: 'Model United Nations', type: 'Society', grades: ['S4', 'S7'], location: 'library', slots: [slot(THU, '15:30', '17:00')], price: 25, max: 20, description: 'Preparation for MUN conferences: research, speeches, resolutions.' },
  { name: 'Cooking Club', type: 'Life skills', grades: ['P3', 'S2'], location: 'kitchen', slots: [slot(FRI, '14:30', '16:00')], price: 55, max: 10, description: 'Simple, healthy recipes from around the world; ingredients included.' },
  { name: 'Gardening Club', type: 'Nature', grades: ['P1', 'P4'], location: 'garden', slots: [slot(WED, '14:30', '15:30')], price: 25, max: 12, description: 'Sowing, planting and harvesting in the school garden.' },
  { name: 'Table Tennis', type: 'Sports', grades: ['P3', 'S7'], location: 'gym2', slots: [slot(FRI, '14:30', '15:30')], price: 25, max: 16, description: 'Serves, spins and a ladder competition.' },
  { name: 'Tennis', type: 'Sports', grades: ['P2', 'S4'], location: 'tennis', slots: [slot(TUE, '15:30', '16:30')], price: 65, max: 8, description: 'Coaching on the school courts, rackets available.' },
  { name: 'Climbing', type: 'Sports', grades: ['P4', 'S5'], location: 'gym', slots: [slot(FRI, '15:30', '17:00')], price: 50, max: 12, description: 'Bouldering and top-rope climbing on the sports hall wall.' },
  { name: 'Judo', type: 'Sports', grades: ['P1', 'P5'], location: 'martialArts', slots: [slot(MON, '14:30', '15:30')], price: 45, max: 16, description: 'Falling safely, throws and holds; belt exams twice a year.' },
  { name: 'Yoga for Kids', type: 'Sports', grades: ['M1', 'P2'], location: 'danceStudio', slots: [slot(FRI, '14:30', '15:15')], price: 35, max: 12, description: 'Playful poses, breathing and relaxation.' },
  { name: 'LEGO Engineering', type: 'Science', grades: ['M2', 'P2'], location: 'classroom3', slots: [slot(THU, '14:30', '15:30')], price: 40, max: 12, description: 'Bridges, towers and vehicles from LEGO bricks.' },
  { name: 'Photography', type: 'Arts', grades: ['S1', 'S7'], location: 'artStudio', slots: [slot(TUE, '15:30', '17:00')], price: 45, max: 12, description: 'Composition, light and editing, with school cameras.' },
  { name: 'Film Making', type: 'Arts', grades: ['S2', 'S7'], location: 'computerLab', slots: [slot(WED, '15:30', '17:00')], price: 50, max: 12, description: 'Script, shoot and edit short films.' },
  { name: 'Homework Club', type: 'Learning', grades: ['P1', 'P5'], location: 'library', slots: [slot(MON, '14:30', '16:00'), slot(WED, '14:30', '16:00')], price: 30, max: 24, description: 'Supervised homework time in a quiet room.' },
  { name: 'Maths Olympiad', type: 'Learning', grades: ['P4', 'S3'], location: 'classroom3', slots: [slot(MON, '15:30', '16:30')], price: 25, max: 16, description: 'Puzzles and problems for young mathematicians.' },
];
