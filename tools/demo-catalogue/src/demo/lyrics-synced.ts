/**
 * Lyrics that are stored as synced LRC. Keyed `album-slug/Track Title`; stanzas are separated by
 * a blank line. Timestamps are not written here: lrc.ts spreads the lines over each track's
 * length, so editing a duration can never leave a line after the end of the song. Pure data,
 * all lyrics original to this demo.
 */
export const SYNCED_LYRICS: Readonly<Record<string, string>> = {
  'afterglow-boulevard/Harbour Lights': `
The ferry horn is calling out across the water
Orange lamps are shaking on the tide
I clocked off at midnight with the engine oil still on me
And the whole town glowing on the other side

Harbour lights, harbour lights
Keep me up through the longest night
Harbour lights, harbour lights
Every window burning bright

Gulls asleep on the railings, radio low
Nowhere I need to be and nowhere to go`,

  'afterglow-boulevard/Last Bus to Southsea': `
Running down the high street with my laces undone
Watching the number fifteen pulling out of the sun
Driver didn't see me, or he didn't want to wait
So I'm walking to the seafront and it's getting late

Last bus to Southsea, gone without me
Leaving me the long way round
Last bus to Southsea, now I'm free
To hear the sea come in and hear it going out

Pebbles in my pockets, salt up in my hair
Maybe missing things is how you end up somewhere`,

  'afterglow-boulevard/Burn the Map': `
You drew me every road out of this town
Highlighted in yellow, folded up and handed down
Said there's nothing for us here but rain and overtime
Well damn, I think I like it, and the rain is fine

Burn the map, burn the map
I'm not going anywhere
Burn the map, burn the map
Every street I need is here

Keep your postcards from the cities on the coast
I'll keep the corner shop and the people I love most`,

  'chrome-sunrise/Chrome Sunrise': `
We drove all night with the windows down
Chasing a colour nobody has found
Dashboard humming an old refrain
The sky turned silver in the passenger lane

Chrome sunrise, open your eyes
The night is over and we survived
Chrome sunrise, open your eyes
Sing it louder, sing it one more time

Everyone's singing, everyone's here
Hold on to this moment, hold it near`,

  'verre-bleu/Verre Bleu': `
A blue glass bottle on the window sill
Holds the summer light and keeps it still
You left it there the day you went away
I never moved it, not a single day

Verre bleu, verre bleu
Everything I see is blue
Verre bleu, verre bleu
The colour of the sky with you

When the evening comes it throws a wave of light
Across the kitchen wall, and then it's night`,

  'verre-bleu/Swimming in the Rhône': `
We swam out where the current pulls
Laughing at the warning signs
The city bells were ringing noon
Your hand was cold and close to mine

Swimming in the Rhône, swimming in the Rhône
Carried further than we planned
Swimming in the Rhône, swimming in the Rhône
Never touching land

Now the river's just a river
And I watch it from the bridge alone`,

  'verre-bleu/Septembre': `
Septembre arrives with a suitcase of rain
The bakery lights come on early again
Everyone's coming back, everyone but you
The swallows are leaving, I'm leaving it too

Oh septembre, don't be cruel
Let me keep one summer day
Oh septembre, I'm a fool
For the ones who go away

Coats on the hooks and the cafés are full
And the river runs on like it always will`,

  'verre-bleu/Before You Go': `
Before you go, leave the light on in the hall
Leave the record playing, leave your picture on the wall
Before you go, tell me one thing that is true
Something I can carry when I'm carrying on without you

I won't ask you to stay
I won't stand in the door
I just want one more day
Like the ones we had before

Before you go, before you go
Hold me like you used to, slow`,

  'kitchen-table-hymns/Kettle Song': `
Put the kettle on, the day is nearly done
Pull a chair up to the table, there is room for everyone
Mugs without their handles, spoons that never match
A biscuit tin of letters and a window with a latch

Oh the kettle sings, the kettle sings
Louder than the rain
Oh the kettle sings, the kettle sings
And we are home again

Tell me how your day was, tell me all of it
We have got the whole night and a candle freshly lit`,

  'kitchen-table-hymns/The Long Way Home': `
I could take the main road, I could be there by nine
But the coast road's calling and the evening's fine
Past the church and the chip shop and the harbour wall
Past the field where we lay when we were small

I'm taking the long way home
The long way home tonight
I'm taking the long way home
Till the harbour's out of sight

Every mile is a memory, every bend a song
Nobody's waiting up, so I can take it slow and long`,

  'kitchen-table-hymns/Salthill in the Rain': `
The promenade is empty and the bench is soaking through
I came down here to kick the wall the way we used to do
The sea is grey and angry and the sky is grey as well
But there's something in the weather that is impossible to tell

Salthill in the rain
Salthill in the rain
Nothing ever changes
Everything has changed

An old man walks his dog, he nods as he goes past
Some things you think are ending are the things that last`,

  'kitchen-table-hymns/Lantern Field': `
Carry the lanterns down to the field
Light them one by one
Every flame for somebody missing
Every flame for somebody gone

Sing low, sing slow
Let the lanterns glow
Sing low, sing slow
So the ones we love will know

Children running in between us
Laughing like the night is theirs
And the lanterns rise above us
Climbing up the evening stairs`,

  'static-valentines/Static Valentine': `
I recorded you a message on a cassette tape
Forty minutes of me trying to say it straight
Every time I got close there was static on the line
So I'm sending you the static, be my valentine

Static valentine, static valentine
All the words I couldn't find
Static valentine, static valentine
Turn it up and read my mind

Rewind it, rewind it, play it in the dark
Somewhere in the hiss you'll hear my heart`,

  'static-valentines/Satellite Crush': `
You move across my sky every ninety minutes
I stay up late to see you pass
A little silver light between the chimneys
Reflected in the bedroom glass

I've got a satellite crush
Orbiting around you
I've got a satellite crush
Nothing I can do

Maybe one day you'll come down
Land here in my town`,

  'orbit-season/Moving Boxes': `
Twenty-seven boxes and a lamp without a shade
Half a life in cardboard and the promises we made
Writing on the side in marker, kitchen, books and you
Didn't have a box for that, I didn't know what to do

Moving boxes, moving on
Taping up the life we had
Moving boxes, moving on
It's not good and it's not bad

Hand me the keys, I'll leave them on the floor
I'll close the door`,

  'honey-in-the-engine/Honey in the Engine': `
My daddy fixed the cars down on International
My mama sang in church on Sunday morning
I got grease on my hands and gold in my voice
And I never had the luxury of choice

There's honey in the engine
Sugar in the gears
Sweetness in the working
That carried me for years

So turn the key and listen to it purr
Everything I am is because of her`,

  'honey-in-the-engine/Nobody’s Business': `
Who I kiss on a Friday, where I go on my own
How I spend my money, who is calling my phone
You can whisper at the counter, you can talk behind my back
But my life is not a story you can print in black

It's nobody's business
Nobody's business but mine
It's nobody's business
And I'm doing just fine

So let them talk, let them stare
Hell, I don't care`,

  'honey-in-the-engine/Abuela’s Radio': `
On the shelf above the stove there was a radio
Playing boleros every evening soft and low
She would hum along while she was rolling out the dough
And she'd tell me about a boy from long ago

Abuela's radio, abuela's radio
Playing songs I didn't know
Abuela's radio, abuela's radio
Every word is in me now

I've got it on my shelf, it doesn't work at all
But I still hear her singing when the evenings fall`,

  'honey-in-the-engine/Double Shift': `
Up at five, bus at six, coffee in a paper cup
Clocking in, clocking out, never getting caught up
Feet are tired, back is sore, but I've got a song to sing
When the double shift is over I'm the queen of everything

Double shift, double shift
Working for the weekend
Double shift, double shift
Dancing when it ends

Put your apron on the hook and your troubles on the floor
Tonight we're going dancing till they lock the door`,

  'brass-over-yaba/Loud in Lagos': `
Generator humming, horns are blowing in the street
Everybody moving to a different kind of beat
They told us to be quiet, told us keep it down
But we were born loud in the loudest town

Loud in Lagos, we are loud in Lagos
Turn it up until the morning comes
Loud in Lagos, we are loud in Lagos
Brass and voices, bass and drums

If you want us to be silent, you will wait a long long time
Every voice here is a horn, every horn is mine`,

  'danfo-dreams/Danfo Dreams': `
Yellow bus, yellow bus, carry me through
Packed like sardines and the sky is blue
Conductor shouting every stop we pass
Everybody singing with their face to the glass

Danfo dreams, danfo dreams
Nothing is ever what it seems
Danfo dreams, danfo dreams
Riding through the city on a ring of steam

One day I'll be driving, one day I'll own the road
Till then I'm singing with the heavy load`,

  'northern-soul-letters/Dear Copenhagen': `
Dear Copenhagen, I am writing from the train
The fields are flat and silver and it looks like rain
I left my bicycle chained outside the station
I hope it's there when I come home again

Dear Copenhagen, keep my window warm
Keep the candles burning through the storm
Dear Copenhagen, I will not be long
Keep a place for me inside your song

The harbour and the bridges and the bakery on the square
Tell them all I'm thinking of them, tell them I'll be there`,

  'northern-soul-letters/Bicycle in the Snow': `
Pedalling home through the first snow of the year
The streets are quiet and the sky is clear
My breath is a cloud and my hands are cold
But I've never felt so young or so old

Bicycle in the snow
Leaving lines where I go
Bicycle in the snow
Nobody needs to know

Tomorrow it will melt away
But I'll remember every turn today`,

  'last-tram-home/Conductor, Don’t Stop': `
Hold the bell, hold the bell, don't let us off yet
The night is young and the streets are wet
Everybody's singing on the back two seats
The whole tram shaking to a borrowed beat

Conductor, don't stop
Take us round again
Conductor, don't stop
Up the hill and back again

The river's full of lights and the city's full of sound
One more time, conductor, take us round`,
};
