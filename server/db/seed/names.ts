import type { Language } from '../../../shared/model/enums';

interface NamePool {
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
}

/** Names by family language: an international school draws families from all over Europe. */
// prettier-ignore
export const NAMES: Partial<Record<Language, NamePool>> = {
  DE: {
    female: ['Anna', 'Lena', 'Marie', 'Sophie', 'Lea', 'Hannah', 'Emilia', 'Clara', 'Johanna', 'Katharina', 'Greta', 'Frieda'],
    male: ['Lukas', 'Felix', 'Jonas', 'Paul', 'Maximilian', 'Leon', 'Elias', 'Moritz', 'Tobias', 'Florian', 'Jakob', 'Anton'],
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann'],
  },
  EN: {
    female: ['Olivia', 'Emily', 'Charlotte', 'Grace', 'Lucy', 'Isla', 'Amelia', 'Ruby', 'Chloe', 'Alice'],
    male: ['Oliver', 'Jack', 'Harry', 'George', 'James', 'William', 'Thomas', 'Samuel', 'Daniel', 'Henry'],
    family: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker', 'Wright', 'Robinson', "O'Brien", 'Murphy', 'Campbell'],
  },
  FR: {
    female: ['Camille', 'Chloé', 'Léa', 'Manon', 'Inès', 'Juliette', 'Zoé', 'Élise'],
    male: ['Louis', 'Gabriel', 'Hugo', 'Arthur', 'Jules', 'Théo', 'Raphaël', 'Mathis'],
    family: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Lefèvre', 'Moreau', 'Girard', 'Roux', 'Fournier', 'Mercier'],
  },
  IT: {
    female: ['Giulia', 'Sofia', 'Aurora', 'Martina', 'Chiara', 'Francesca', 'Alessia'],
    male: ['Leonardo', 'Francesco', 'Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Giovanni'],
    family: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Greco', 'Conti'],
  },
  ES: {
    female: ['Lucía', 'Martina', 'Carmen', 'Paula', 'Valeria', 'Elena', 'Irene'],
    male: ['Hugo', 'Mateo', 'Pablo', 'Alejandro', 'Javier', 'Diego', 'Carlos'],
    family: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Navarro', 'Ruiz'],
  },
  NL: {
    female: ['Emma', 'Fenna', 'Sanne', 'Anouk', 'Lotte'],
    male: ['Daan', 'Sem', 'Bram', 'Thijs', 'Ruben'],
    family: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser'],
  },
  PL: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Natalia'],
    male: ['Jakub', 'Antoni', 'Szymon', 'Jan', 'Filip'],
    family: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski'],
  },
  EL: {
    female: ['Eleni', 'Maria', 'Katerina', 'Sofia', 'Ioanna'],
    male: ['Georgios', 'Dimitrios', 'Nikolaos', 'Konstantinos', 'Yannis'],
    family: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Karagiannis', 'Oikonomou'],
  },
  PT: {
    female: ['Beatriz', 'Mariana', 'Inês', 'Leonor', 'Carolina'],
    male: ['Tiago', 'Rodrigo', 'Duarte', 'Afonso', 'Miguel'],
    family: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa'],
  },
};

/** How often each family language occurs. */
export const FAMILY_LANGUAGES: [Language, number][] = [
  ['DE', 36],
  ['EN', 18],
  ['FR', 12],
  ['IT', 10],
  ['ES', 9],
  ['NL', 5],
  ['PL', 4],
  ['EL', 3],
  ['PT', 3],
];

/** Streets of Frankfurt and nearby towns with their postcodes. */
// prettier-ignore
export const ADDRESSES: [street: string, zip: string, city: string][] = [
  ['Berger Straße', '60316', 'Frankfurt am Main'], ['Eschersheimer Landstraße', '60322', 'Frankfurt am Main'],
  ['Grüneburgweg', '60323', 'Frankfurt am Main'], ['Leipziger Straße', '60487', 'Frankfurt am Main'],
  ['Schweizer Straße', '60594', 'Frankfurt am Main'], ['Oeder Weg', '60318', 'Frankfurt am Main'],
  ['Hügelstraße', '60431', 'Frankfurt am Main'], ['Praunheimer Landstraße', '60488', 'Frankfurt am Main'],
  ['Alt-Niederursel', '60439', 'Frankfurt am Main'], ['Heddernheimer Landstraße', '60439', 'Frankfurt am Main'],
  ['Mainzer Landstraße', '60329', 'Frankfurt am Main'], ['Textorstraße', '60594', 'Frankfurt am Main'],
  ['Louisenstraße', '61348', 'Bad Homburg vor der Höhe'], ['Hohemarkstraße', '61440', 'Oberursel (Taunus)'],
  ['Hauptstraße', '65760', 'Eschborn'], ['Frankfurter Straße', '63065', 'Offenbach am Main'],
  ['Kronberger Straße', '65812', 'Bad Soden am Taunus'], ['Bahnstraße', '65830', 'Kriftel'],
];

/** An e-mail-safe spelling: 'Schäfer' → 'schaefer', 'Léa' → 'lea', "O'Brien" → 'obrien'. */
export function emailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}
