export class Genre {
  id!: string;
  name!: string;
}
