/**
 * The WHATWG URL class, a global in every runtime these rules run in (browsers and Node); the
 * package compiles against neither's type library, so the part it uses is declared here.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
}
