export class Mood {
  id!: string;
  name!: string;
}
