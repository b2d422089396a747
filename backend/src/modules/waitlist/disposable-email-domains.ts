import { createRequire } from 'node:module';

import { emailDomain } from '@encore/shared-rules';
import { Injectable } from '@nestjs/common';

const require = createRequire(import.meta.url);

/**
 * Throwaway-mail domains from the `disposable-email-domains` package (a maintained list; updated
 * with `npm install`): `index.json` names domains, `wildcard.json` domains whose every subdomain
 * is disposable too. Loaded once (~120,000 names, about 30 ms).
 */
@Injectable()
export class DisposableEmailDomains {
  private readonly domains: ReadonlySet<string>;
  private readonly wildcards: ReadonlySet<string>;

  constructor() {
    this.domains = new Set(require('disposable-email-domains') as string[]);
    this.wildcards = new Set(require('disposable-email-domains/wildcard.json') as string[]);
  }

  isDisposable(email: string): boolean {
    const domain = emailDomain(email);
    if (this.domains.has(domain)) return true;
    const labels = domain.split('.');
    return labels.some((_, i) => this.wildcards.has(labels.slice(i).join('.')));
  }
}
