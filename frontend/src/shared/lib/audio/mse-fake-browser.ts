// The browser the Media Source engine's tests hand it (jsdom has no MediaSource): it makes the
// fake `<audio>` elements and MediaSources, keeps their object URLs, and fetches from the fake
// network. Not exported from the slice.
import { FakeMediaElement } from './mse-fake-media-element';
import { FakeMediaSource } from './mse-fake-media-source';
import { FakeNetwork } from './mse-fake-network';
import type { MseBrowser, MseMediaSource } from './mse-media';

export class FakeBrowser implements MseBrowser {
  readonly sources: FakeMediaSource[] = [];
  readonly revoked: string[] = [];
  readonly elements: FakeMediaElement[] = [];
  readonly network = new FakeNetwork();
  private readonly urls = new Map<string, FakeMediaSource>();

  createElement = () => {
    const element = new FakeMediaElement(this);
    this.elements.push(element);
    return element;
  };
  createMediaSource = () => {
    const source = new FakeMediaSource();
    this.sources.push(source);
    return source;
  };
  createObjectUrl = (source: MseMediaSource) => {
    const url = `blob:source-${this.urls.size + 1}`;
    const made = this.sources.find((fake) => fake === source);
    if (made === undefined) throw new Error('a MediaSource this browser did not make');
    this.urls.set(url, made);
    return url;
  };
  revokeObjectUrl = (url: string) => {
    this.revoked.push(url);
  };
  get fetch() {
    return this.network.fetch;
  }
  sourceAt(url: string): FakeMediaSource | null {
    return this.revoked.includes(url) ? null : (this.urls.get(url) ?? null);
  }
  get element(): FakeMediaElement {
    const element = this.elements[0];
    if (element === undefined) throw new Error('no element');
    return element;
  }
  source(index: number): FakeMediaSource {
    const source = this.sources[index];
    if (source === undefined) throw new Error(`no MediaSource #${index}`);
    return source;
  }
}
