import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { type Role, UsersRepository } from '../users/index.js';
import { ArtistProfilesRepository } from './artist-profiles.repository.js';
import {
  type ArtistProfileDraft,
  artistSlugBase,
  inviteGrant,
  profilePlan,
  slugCandidates,
} from './domain/invite-grant.js';
import { InviteEntriesRepository } from './invite-entries.repository.js';

/**
 * Gives a new account what its invite grants (the rules: domain/invite-grant.ts), in the
 * registration's transaction: an artist entry's invite makes an artist account managing the
 * profile made (or claimed) from the entry; any other invite leaves a listener.
 */
@Injectable()
export class InviteGrants {
  constructor(
    private readonly entries: InviteEntriesRepository,
    private readonly profiles: ArtistProfilesRepository,
    private readonly users: UsersRepository,
  ) {}

  async apply(tx: EntityManager, inviteId: string, userId: string): Promise<Role> {
    const grant = inviteGrant(await this.entries.entryOf(tx, inviteId));
    if (grant.role === 'listener') return 'listener';
    const artistId = await this.profileFor(tx, grant.profile);
    await this.users.setRole(tx, userId, 'artist');
    await this.users.setArtist(tx, userId, artistId);
    return 'artist';
  }

  /** The profile the account will manage: the unclaimed one of its name, or a new one. */
  private async profileFor(tx: EntityManager, draft: ArtistProfileDraft): Promise<string> {
    const base = artistSlugBase(draft.name);
    if (base !== '') await this.profiles.lockName(tx, base);
    const candidate = await this.profiles.candidate(tx, base);
    const taken = await this.profiles.takenSlugs(tx, slugCandidates(base));
    const plan = profilePlan(draft, candidate, taken, randomUUID());
    switch (plan.kind) {
      case 'link':
        await this.profiles.fill(tx, plan.artistId, plan.fill);
        return plan.artistId;
      case 'create':
        await this.profiles.create(tx, { id: plan.artistId, slug: plan.slug, draft });
        return plan.artistId;
    }
  }
}
