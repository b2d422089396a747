import type { DemoArtistInput } from './types.js';

/** Synthwave, techno, house, drum and bass and ambient acts. Pure data. */
export const ELECTRONIC_ARTISTS: readonly DemoArtistInput[] = [
  {
    slug: 'neon-harbor',
    name: 'Neon Harbor',
    bio: [
      'Neon Harbor is the night-shift project of Maya Okonkwo-Reyes, a former ferry mechanic from Portsmouth who started making music on a second-hand Juno-60 she bought with her first overtime cheque. The early tracks were recorded between 2 and 6 a.m. in a shipping container on the quay, and you can still hear the gulls on a few of them if you listen closely.',
      'Her debut, Afterglow Boulevard, was pressed in a run of three hundred cassettes and sold out at a single show in a car park under the Spinnaker Tower. A year of word of mouth later it had been licensed by two skate videos and a late-night radio show in Osaka, and Maya had swapped the ferry engines for a tour van.',
      'The sound is unapologetically widescreen: gated drums, arpeggios that feel like street lights sliding over a windscreen, and choruses built for shouting out of an open window. Underneath the chrome, though, the songs are about small things — missing the last bus, a friend who moved away, the strange calm of a town at 4 a.m.',
      'Night Drive Tapes, released exclusively through Soundcheck, collects the demos, alternate mixes and voice memos behind the second record, with Maya talking through how each song was built. Live, Neon Harbor is a three-piece with a drummer and a saxophonist, and the encore is always the same: everyone in the room singing the last chorus of Chrome Sunrise.',
    ].join('\n\n'),
    genres: ['synthwave'],
    moods: ['euphoric', 'dreamy', 'energetic'],
    socialLinks: {
      instagram: 'https://www.instagram.com/neonharbor.music',
      tiktok: 'https://www.tiktok.com/@neonharbor',
      youtube: 'https://www.youtube.com/@neonharbor',
      spotify: 'https://open.spotify.com/artist/4nEoHaRb0rQx7LmZt2WvYp',
      bandcamp: 'https://neonharbor.bandcamp.com',
      x: 'https://x.com/neonharbor',
      website: 'https://neonharbor.example.com',
    },
    withLogo: true,
    albums: [
      {
        slug: 'afterglow-boulevard',
        title: 'Afterglow Boulevard',
        description:
          'The debut: seven songs for driving nowhere in particular, recorded in a shipping container on Portsmouth quay.',
        releaseDate: '2021-06-18',
        accessType: 'standard',
        genres: ['synthwave'],
        tracks: [
          { title: 'Harbour Lights', durationS: 104 },
          { title: 'Afterglow Boulevard', durationS: 99 },
          { title: 'Last Bus to Southsea', durationS: 92 },
          { title: 'Chrome Hearts', durationS: 97 },
          { title: 'Burn the Map', durationS: 88, explicit: true },
          { title: 'Tidewater Static', durationS: 76 },
          { title: 'Slow Fade at the Pier', durationS: 184 },
        ],
      },
      {
        slug: 'night-drive-tapes',
        title: 'Night Drive Tapes',
        description:
          'Demos, alternate mixes and voice memos from the second record, with Maya explaining how each song came together.',
        releaseDate: '2023-10-06',
        accessType: 'soundcheck',
        genres: ['synthwave'],
        tracks: [
          { title: 'Headlights (Voice Memo)', durationS: 64 },
          { title: 'Headlights (Demo)', durationS: 98 },
          { title: 'Neon Rain (Alternate Mix)', durationS: 106 },
          { title: 'Commentary: Building the Arp', durationS: 72 },
          { title: 'Cassette Heart (Acoustic)', durationS: 90 },
        ],
      },
      {
        slug: 'chrome-sunrise',
        title: 'Chrome Sunrise',
        description: 'A free single for everyone who sang the last chorus with us on tour.',
        releaseDate: '2025-03-14',
        accessType: 'free',
        genres: ['synthwave'],
        tracks: [
          { title: 'Chrome Sunrise', durationS: 110 },
          { title: 'Chrome Sunrise (Night Version)', durationS: 96 },
        ],
      },
    ],
  },
  {
    slug: 'salt-static',
    name: 'Salt/Static',
    bio: 'Salt/Static is a Rotterdam duo, Ilse Verhoeven and Bram de Wit, who make techno out of field recordings from the port: crane motors, container doors, the hum of the night ferries. Their sets are long, patient and very loud.\n\nThey run a small label from the back room of a bicycle shop and release everything on twelve-inch first.',
    genres: ['techno'],
    moods: ['dark', 'energetic', 'focused'],
    socialLinks: {
      soundcloud: 'https://soundcloud.com/saltstatic',
      bandcamp: 'https://saltstatic.bandcamp.com',
      instagram: 'https://www.instagram.com/salt.static',
      website: 'https://saltstatic.example.com',
    },
    withLogo: true,
    albums: [
      {
        slug: 'concrete-weather',
        title: 'Concrete Weather',
        description:
          'Six tracks built from the sounds of the Maasvlakte container terminal after midnight.',
        releaseDate: '2020-11-20',
        accessType: 'standard',
        genres: ['techno'],
        tracks: [
          { title: 'Crane Motor Hymn', durationS: 99 },
          { title: 'Container Door', durationS: 98 },
          { title: 'Sodium Lamp', durationS: 87 },
          { title: 'Harbour Pilot', durationS: 102 },
          { title: 'Wet Asphalt Pulse', durationS: 81 },
          { title: 'Fog Signal', durationS: 110 },
        ],
      },
      {
        slug: 'substation-ep',
        title: 'Substation EP',
        description:
          'Four peak-time tracks, first played at a disused power substation in Delfshaven.',
        releaseDate: '2024-02-09',
        accessType: 'vip',
        genres: ['techno'],
        tracks: [
          { title: 'Transformer', durationS: 95 },
          { title: 'Live Wire', durationS: 89 },
          { title: 'Ground Fault', durationS: 101 },
          { title: 'Breaker Room', durationS: 84 },
        ],
      },
    ],
  },
  {
    slug: 'velvet-tram',
    name: 'Velvet Tram',
    bio: 'Warm, bouncy house from Lisbon, made for the last tram home and the party that starts when you miss it.',
    genres: ['house'],
    moods: ['euphoric', 'uplifting', 'energetic'],
    socialLinks: {
      instagram: 'https://www.instagram.com/velvettram',
      soundcloud: 'https://soundcloud.com/velvet-tram',
      spotify: 'https://open.spotify.com/artist/7vElVeTtRaM28lisbOa0Qz',
    },
    withLogo: false,
    albums: [
      {
        slug: 'last-tram-home',
        title: 'Last Tram Home',
        description:
          'Six tracks that follow the 28 tram from Martim Moniz to the river, one stop at a time.',
        releaseDate: '2022-07-01',
        accessType: 'standard',
        genres: ['house'],
        tracks: [
          { title: 'Martim Moniz', durationS: 96 },
          { title: 'Mouthy', durationS: 79, explicit: true },
          { title: 'Yellow Carriage', durationS: 103 },
          { title: 'Miradouro', durationS: 91 },
          { title: 'Conductor, Don’t Stop', durationS: 86 },
          { title: 'Cais do Sodré Sunrise', durationS: 98 },
        ],
      },
      {
        slug: 'platform-9-edits',
        title: 'Platform 9 Edits',
        description: 'Free edits and extended versions for DJs. Play them loud, play them often.',
        releaseDate: '2025-08-15',
        accessType: 'free',
        genres: ['house'],
        tracks: [
          { title: 'Yellow Carriage (Platform Edit)', durationS: 108 },
          { title: 'Martim Moniz (Dub)', durationS: 94 },
          { title: 'Night Bus Disco', durationS: 82 },
          { title: 'Sunrise Tool', durationS: 68 },
        ],
      },
    ],
  },
  {
    slug: 'rift-engine',
    name: 'Rift Engine',
    bio: 'Rift Engine is Dev Chandra, a Bristol producer who learned to make drum and bass on a school laptop and never stopped. Expect rolling basslines, chopped breaks and the occasional string section borrowed from a charity-shop vinyl.',
    genres: ['drum and bass'],
    moods: ['energetic', 'dark'],
    socialLinks: {
      soundcloud: 'https://soundcloud.com/riftengine',
      youtube: 'https://www.youtube.com/@riftengine',
      x: 'https://x.com/riftengine',
    },
    withLogo: false,
    albums: [
      {
        slug: 'pressure-systems',
        title: 'Pressure Systems',
        description:
          'The first album: six rollers named after the weather fronts that soaked the studio roof.',
        releaseDate: '2019-09-27',
        accessType: 'standard',
        genres: ['drum and bass'],
        tracks: [
          { title: 'Low Front', durationS: 97 },
          { title: 'Isobar', durationS: 89 },
          { title: 'Cold Occlusion', durationS: 104 },
          { title: 'Gale Warning', durationS: 86 },
          { title: 'Squall Line', durationS: 78 },
          { title: 'Eye of the Storm', durationS: 99 },
        ],
      },
      {
        slug: 'redline-dubplates',
        title: 'Redline Dubplates',
        description:
          'Five dubplates from the last two years of sets, released once in a limited run.',
        releaseDate: '2026-01-23',
        accessType: 'limited',
        genres: ['drum and bass'],
        tracks: [
          { title: 'Redline', durationS: 90 },
          { title: 'Tachometer', durationS: 84, explicit: true },
          { title: 'Pit Lane VIP', durationS: 99 },
          { title: 'Slipstream', durationS: 93 },
          { title: 'Chequered Flag', durationS: 87 },
        ],
      },
    ],
  },
  {
    slug: 'hollow-pines',
    name: 'Hollow Pines',
    bio: 'Ambient music recorded in a cabin in the Cairngorms with a tape loop, a pump organ and whatever the weather was doing that day. Made for reading, working and falling asleep on trains.',
    genres: ['ambient'],
    moods: ['focused', 'chill', 'dreamy', 'melancholic'],
    socialLinks: {
      bandcamp: 'https://hollowpines.bandcamp.com',
      spotify: 'https://open.spotify.com/artist/2hOlLoWpInEs9cAiRnGoRm',
      website: 'https://hollowpines.example.com',
    },
    withLogo: false,
    albums: [
      {
        slug: 'moss-and-memory',
        title: 'Moss & Memory',
        description:
          'Six slow pieces for pump organ and tape, free to everyone who needs a quiet hour.',
        releaseDate: '2019-04-05',
        accessType: 'free',
        genres: ['ambient'],
        tracks: [
          { title: 'First Light on Loch Morlich', durationS: 104 },
          { title: 'Moss', durationS: 92 },
          { title: 'Memory', durationS: 104 },
          { title: 'Lichen Clock', durationS: 98 },
          { title: 'Snow Gate', durationS: 108 },
          { title: 'Woodsmoke', durationS: 105 },
        ],
      },
      {
        slug: 'low-cloud-studies',
        title: 'Low Cloud Studies',
        description:
          'Five studies recorded on the five foggiest days of 2024, with a spoken introduction to each one.',
        releaseDate: '2024-11-01',
        accessType: 'soundcheck',
        genres: ['ambient'],
        tracks: [
          { title: 'Study I: Inversion', durationS: 100 },
          { title: 'Study II: Haar', durationS: 96 },
          { title: 'Study III: Cloud Base', durationS: 210 },
          { title: 'Study IV: Drizzle Index', durationS: 102 },
          { title: 'Study V: Clearing', durationS: 104 },
        ],
      },
      {
        slug: 'unbroken-weather',
        title: 'Unbroken Weather',
        description:
          'Five pieces played as one unbroken take: a drone that never stops and a slow pulse over it, flowing from each track into the next.',
        releaseDate: '2022-03-11',
        accessType: 'free',
        genres: ['ambient'],
        continuous: true,
        // Lengths that are no whole number of AAC frames: every boundary needs the trimming.
        tracks: [
          { title: 'Pressure Falling', durationS: 47.3 },
          { title: 'Front Arriving', durationS: 38.85 },
          { title: 'The Long Rain', durationS: 55.6 },
          { title: 'Eye of It', durationS: 41.25 },
          { title: 'After, Still Humming', durationS: 33.7 },
        ],
      },
    ],
  },
];
