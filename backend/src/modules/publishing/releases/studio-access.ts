import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, AdminPower } from '../../../platform/auth/index.js';
import { ArtistDirectory } from '../../catalogue/index.js';
import { UsersRepository } from '../../users/index.js';
import {
  releaseAccess,
  type StudioCaller,
  type StudioRefusal,
  studioSubject,
} from '../domain/studio-subject.js';
import type { ReleaseRecord } from './release-record.js';
import { ReleasesRepository } from './releases.repository.js';
import { StudioErrors } from './studio.errors.js';

/** Who is acting in the studio, for which artist profile, and as whom. */
export interface StudioActor {
  userId: string;
  ip: string | null;
  artistId: string;
  /** An admin acting for a profile not its own: the admin rule applied, every change audited. */
  byAdmin: boolean;
  /** The caller is an admin (sees the technical detail of a failed track). */
  isAdmin: boolean;
}

/** A caller allowed to work on one release. */
export interface ReleaseActor extends StudioActor {
  release: ReleaseRecord;
}

const REFUSALS: Record<StudioRefusal, () => Error> = {
  not_an_artist: StudioErrors.NOT_AN_ARTIST,
  not_linked: StudioErrors.NOT_LINKED,
  other_artist: StudioErrors.OTHER_ARTIST,
  artist_required: StudioErrors.ARTIST_REQUIRED,
};

/**
 * Decides who may work on what in the studio (the pure rules: domain/studio-subject.ts): the
 * artist account linked to the profile, or an admin for any profile once the admin rule lets it
 * (role and second factor, read on every request; ADR 0031). Another artist's release is a 404,
 * as if it did not exist.
 */
@Injectable()
export class StudioAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly adminPower: AdminPower,
    private readonly artists: ArtistDirectory,
    private readonly releases: ReleasesRepository,
  ) {}

  /** The profile a list or a new release is for (`artist_id`: an admin's choice). */
  async forArtist(
    claims: AccessClaims,
    request: FastifyRequest,
    requestedArtistId: string | undefined,
  ): Promise<StudioActor> {
    const caller = await this.caller(claims);
    const subject = studioSubject(caller, requestedArtistId);
    if ('refused' in subject) throw REFUSALS[subject.refused]();
    if (subject.byAdmin) {
      await this.adminPower.admit(claims);
      if ((await this.artists.named(this.em.fork(), subject.artistId)) === null) {
        throw StudioErrors.ARTIST_NOT_FOUND();
      }
    }
    return {
      userId: claims.userId,
      ip: request.ip,
      artistId: subject.artistId,
      byAdmin: subject.byAdmin,
      isAdmin: caller.role === 'admin',
    };
  }

  async forRelease(
    claims: AccessClaims,
    request: FastifyRequest,
    albumId: string,
  ): Promise<ReleaseActor> {
    const [caller, release] = await Promise.all([
      this.caller(claims),
      this.releases.find(this.em.fork(), albumId),
    ]);
    return this.allowed(claims, request, caller, release, StudioErrors.RELEASE_NOT_FOUND);
  }

  /** The release of a track, for a call on the track. */
  async forTrack(
    claims: AccessClaims,
    request: FastifyRequest,
    trackId: string,
  ): Promise<ReleaseActor> {
    const [caller, release] = await Promise.all([
      this.caller(claims),
      this.releases.releaseOfTrack(this.em.fork(), trackId),
    ]);
    return this.allowed(claims, request, caller, release, StudioErrors.TRACK_NOT_FOUND);
  }

  private async allowed(
    claims: AccessClaims,
    request: FastifyRequest,
    caller: StudioCaller,
    release: ReleaseRecord | null,
    notFound: () => Error,
  ): Promise<ReleaseActor> {
    if (release === null) {
      // Nothing to hide from someone who may not use the studio at all: say why first.
      if (caller.role === 'listener') throw StudioErrors.NOT_AN_ARTIST();
      throw notFound();
    }
    const access = releaseAccess(caller, release.artistId);
    if ('refused' in access) throw REFUSALS[access.refused]();
    if (access.kind === 'hidden') throw notFound();
    if (access.kind === 'as_admin') await this.adminPower.admit(claims);
    return {
      userId: claims.userId,
      ip: request.ip,
      artistId: release.artistId,
      byAdmin: access.kind === 'as_admin',
      isAdmin: caller.role === 'admin',
      release,
    };
  }

  private async caller(claims: AccessClaims): Promise<StudioCaller> {
    const user = await this.users.findById(claims.userId);
    // A disabled account acts for nobody (its sessions were ended; this covers the gap).
    if (user === null || user.disabledAt !== null) return { role: 'listener', artistId: null };
    return { role: user.role, artistId: user.artist?.id ?? null };
  }
}
