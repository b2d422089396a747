/**
 * Lyrics that only exist as plain text (no timing), so the player shows its "plain" state.
 * Keyed `album-slug/Track Title`. Pure data, all lyrics original to this demo.
 */
export const PLAIN_LYRICS: Readonly<Record<string, string>> = {
  'afterglow-boulevard/Chrome Hearts': `
Two chrome hearts on a keychain
One for you and one for me
You lost yours on the night bus
I still carry mine around with me

Chrome hearts don't rust
Chrome hearts don't break
Chrome hearts just shine
Whatever it takes`,

  'les-heures-lentes/Les Heures Lentes': `
The slow hours, the slow hours
Coffee cooling by the bed
The radio in the next flat
Saying nothing in my head

Let the clock forget to tick
Let the morning stay asleep
Les heures lentes, les heures lentes
These are the hours I keep`,

  'winter-orchard-sessions/Frost on the Ladder': `
Frost on the ladder and frost on the gate
The apples are gone and the picking is late
We stand in the orchard with nothing to hold
But the songs that our grandparents sang in the cold

Sing for the branches, sing for the root
Sing for next autumn and next autumn's fruit
Sing for the ladder, sing for the frost
Sing for the harvest we thought we had lost`,

  'winter-orchard-sessions/Bare Branches': `
Bare branches against a white sky
Nothing to show for the summer gone by
But under the ground where nobody sees
The roots are still reaching, the roots of the trees

So don't count the leaves, and don't count the days
The spring will come back in its own quiet ways
Bare branches, bare branches
Holding the sky`,

  'windfall/Windfall': `
The storm came through on Tuesday night
And shook the orchard bare
By morning all the grass was gold
With apples everywhere

We filled our baskets, filled our arms
We filled the kitchen floor
A windfall is a gift, she said
You didn't ask it for`,

  'windfall/The Cider House Is Empty': `
The cider house is empty now
The presses gathering dust
The barrels that my father rolled
Are rings of yellow rust

But if you stand inside at dusk
And close your eyes a while
You'll smell the apples in the walls
And hear the workers' smile`,

  'orbit-season/Kite Weather': `
Wind from the west and a hole in my shoe
Kite on a string and a sky full of blue
Running downhill with my sister behind
Letting it go just to see it unwind

Higher and higher, it's pulling my hand
Further than anyone thought it could stand
Kite weather, kite weather
Never come down`,

  'static-valentines/Lost Signal': `
I can see the bars go down
As the train goes underground
Half a word and then it's gone
Were you saying come back home

Lost signal, lost signal
Say it again when we're above
Lost signal, lost signal
Was that the part about love`,

  'sundays-at-rosas/Coffee and Confessions': `
Rosa pours the coffee and she never asks
Who you were last night or what was in your glass
Sunday morning sinners in the vinyl booths
Trading little lies for little bits of truth

Coffee and confessions
Bacon, eggs and blessings
Coffee and confessions
Rosa keeps the secrets`,

  'sundays-at-rosas/Last Call Lullaby': `
Chairs up on the tables, lights down low
Rosa counting quarters, time to go
Band is packing up, the horns are in their case
One more song to put a smile on every face

Hush now, the night is over
Hush now, the morning's near
Sleep now, the song is over
Sleep now, we'll all be here`,

  'quiet-harbour/Quiet Harbour': `
Boats asleep on the water
Ropes creaking soft and slow
The first warm night of summer
Nowhere we need to go

Sit with me on the harbour wall
Feet above the sea
Quiet harbour, quiet harbour
Quiet you and me`,

  'danfo-dreams/Go-Slow': `
Go-slow on the bridge again
Horns are playing their own refrain
Hawkers selling water, selling bread
Selling phone cards, selling thread

Nobody moving, everybody talking
Faster if we all got out and started walking
Go-slow, go-slow
Sing while we go slow`,

  'dancefloor-cartography/Left at the Disco Ball': `
Left at the disco ball
Right at the speaker stack
Straight through the smoke machine
And don't look back

If you lose me on the floor
Follow the bass line
Left at the disco ball
I'll be there every time`,

  'honey-in-the-engine/Paper Crown': `
Made myself a paper crown
From the bills they sent me
Wore it proudly through the town
Nobody could tell me

I'm the queen of overdue
The duchess of the rent
Paper crown, paper crown
Every penny spent`,

  'kitchen-table-hymns/Borrowed Coat': `
I'm still wearing your borrowed coat
The one with the hole in the pocket
Your bus ticket's still in the lining
And a photo of us in a locket

I should give it back, I know
But the winter's coming in
Borrowed coat, borrowed coat
Keep me warm again`,
};
