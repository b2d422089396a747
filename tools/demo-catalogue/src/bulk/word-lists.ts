/**
 * Vocabulary for generated bulk names. Accented and punctuated entries are deliberate: search
 * benchmarks need the same awkward text the real catalogue has. Pure data; the lists are kept
 * ten to a line (prettier-ignore) so they stay scannable.
 */
// prettier-ignore
export const ADJECTIVES = [
  'Amber', 'Ashen', 'Blue', 'Bright', 'Broken', 'Burning', 'Cobalt', 'Cold', 'Copper', 'Crimson',
  'Crystal', 'Dusty', 'Electric', 'Empty', 'Endless', 'Fading', 'Feral', 'Frozen', 'Gentle', 'Ghostly',
  'Gilded', 'Golden', 'Hidden', 'Hollow', 'Honey', 'Indigo', 'Iron', 'Ivory', 'Jade', 'Last',
  'Late', 'Liquid', 'Lonely', 'Lucky', 'Lunar', 'Magnetic', 'Midnight', 'Mirrored', 'Misty', 'Neon',
  'Northern', 'Painted', 'Paper', 'Pale', 'Quiet', 'Radiant', 'Restless', 'Rusty', 'Salt', 'Scarlet',
  'Secret', 'Silent', 'Silver', 'Slow', 'Solar', 'Static', 'Strange', 'Sunken', 'Tender', 'Velvet',
  'Violet', 'Wandering', 'Wild', 'Wired', 'Young', 'Éternel', 'Über', 'Señorita',
] as const;

// prettier-ignore
export const NOUNS = [
  'Anchor', 'Arcade', 'Atlas', 'Avenue', 'Ballad', 'Beacon', 'Bloom', 'Bridge', 'Cassette', 'Cathedral',
  'Circuit', 'City', 'Comet', 'Compass', 'Coast', 'Daydream', 'Desert', 'Dynamo', 'Echo', 'Ember',
  'Engine', 'Field', 'Fire', 'Forest', 'Fountain', 'Garden', 'Glacier', 'Harbour', 'Heart', 'Horizon',
  'Island', 'Jukebox', 'Kingdom', 'Lantern', 'Lighthouse', 'Machine', 'Meadow', 'Mirror', 'Moon', 'Motel',
  'Mountain', 'Ocean', 'Orchard', 'Palace', 'Parade', 'Planet', 'Radio', 'Rain', 'River', 'Rocket',
  'Satellite', 'Shadow', 'Signal', 'Skyline', 'Storm', 'Summer', 'Telescope', 'Thunder', 'Tide', 'Tower',
  'Train', 'Valley', 'Voltage', 'Wave', 'Window', 'Winter', 'Café', 'Château', 'Piñata', 'Fjörd',
] as const;

// prettier-ignore
export const PLURAL_NOUNS = [
  'Astronauts', 'Bandits', 'Birds', 'Canyons', 'Cats', 'Chemists', 'Comets', 'Cowboys', 'Daughters', 'Divers',
  'Dreamers', 'Echoes', 'Foxes', 'Ghosts', 'Giants', 'Hearts', 'Horses', 'Hunters', 'Islands', 'Kings',
  'Lanterns', 'Lions', 'Machines', 'Magpies', 'Mariners', 'Monks', 'Moths', 'Neighbours', 'Orphans', 'Owls',
  'Pilots', 'Pines', 'Poets', 'Prophets', 'Rivers', 'Robots', 'Sailors', 'Satellites', 'Shadows', 'Sirens',
  'Sisters', 'Sparrows', 'Strangers', 'Swans', 'Thieves', 'Tigers', 'Travellers', 'Wolves', 'Wrens', 'Zebras',
] as const;

// prettier-ignore
export const FIRST_NAMES = [
  'Ada', 'Alba', 'Amara', 'Ana-María', 'Arlo', 'Astrid', 'Björn', 'Bo', 'Camille', 'Chloé',
  'Dara', 'Dmitri', 'Eero', 'Elif', 'Émile', 'Esme', 'Farah', 'Felix', 'François', 'Greta',
  'Hana', 'Idris', 'Inès', 'Isak', 'Jalen', 'Joaquín', 'Jürgen', 'Kai', 'Kofi', 'Lena',
  'Léa', 'Luca', 'Mairead', 'Malik', 'Marta', 'Mateo', 'Mónica', 'Nia', 'Niamh', 'Noël',
  'Olu', 'Oskar', 'Priya', 'Quinn', 'Rafa', 'Renée', 'Rosa', 'Sade', 'Saoirse', 'Søren',
  'Tariq', 'Thandi', 'Tomás', 'Uma', 'Vera', 'Wren', 'Yara', 'Yusuf', 'Zoë', 'Zsófia',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Abara', 'Achterberg', 'Álvarez', 'Bianchi', 'Brennan', 'Castellanos', 'Chen', 'Dahl', 'Delacroix', 'Dubois',
  'Eriksen', 'Ferreira', 'Fitzgerald', 'García', 'Haddad', 'Holm', 'Ibáñez', 'Jansen', 'Kaur', 'Kowalski',
  'Lindqvist', 'Mbeki', 'Moreau', 'Müller', 'Nakamura', "O'Connell", 'Okafor', 'Pereira', 'Quist', 'Rahman',
  'Ramírez', 'Rossi', 'Sato', 'Schäfer', 'Sørensen', 'Takahashi', 'Tremblay', 'Varga', 'Walsh', 'Zielińska',
] as const;

// prettier-ignore
export const PLACES = [
  'Accra', 'Athens', 'Berlin', 'Bogotá', 'Bristol', 'Brooklyn', 'Cairo', 'Cork', 'Dakar', 'Detroit',
  'Dublin', 'Glasgow', 'Havana', 'Helsinki', 'Kraków', 'Kyoto', 'Lagos', 'Lisbon', 'Malmö', 'Marseille',
  'Montréal', 'Nairobi', 'Oaxaca', 'Osaka', 'Reykjavík', 'Rotterdam', 'São Paulo', 'Seoul', 'Tromsø', 'Zürich',
] as const;

export const TIMES_OF_DAY = [
  'at Dawn',
  'at Dusk',
  'After Dark',
  'at Midnight',
  'in the Morning',
  'on Sunday',
  'in the Rain',
  'in July',
] as const;

// prettier-ignore
export const VERBS = [
  'Chase', 'Follow', 'Hold', 'Burn', 'Carry', 'Catch', 'Cross', 'Dance with', 'Find', 'Forget',
  'Leave', 'Light', 'Meet', 'Miss', 'Remember', 'Save', 'Shake', 'Steal', 'Wake', 'Call',
] as const;

export const ENSEMBLES = [
  'Trio',
  'Quartet',
  'Collective',
  'Orchestra',
  'Sound System',
  'Band',
  'Ensemble',
] as const;

export const TRACK_SUFFIXES = [
  ' (Remix)',
  ' (Live)',
  ' (Interlude)',
  ' (Acoustic)',
  ' (Extended Mix)',
  ' (Demo)',
  ' - Radio Edit',
  ' Pt. II',
] as const;

export const ACTS = ['duo', 'band', 'producer', 'songwriter', 'collective', 'trio', 'DJ'] as const;
