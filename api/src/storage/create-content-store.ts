import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { ContentStore } from './content-store.js';
import { KuboRpcContentStore } from './kubo-rpc-content-store.js';
import { LocalContentStore } from './local-content-store.js';
import { PinningServiceContentStore } from './pinning-service-content-store.js';

/** The configured store: a Kubo node when IPFS_API_URL is set, else the local blockstore; plus remote pinning if set. */
export function createContentStore(config: Pick<AppConfig, 'dataDir' | 'storage'>): ContentStore {
  const { ipfsApiUrl, pinningServiceUrl, pinningServiceToken } = config.storage;
  const base: ContentStore = ipfsApiUrl ? new KuboRpcContentStore(ipfsApiUrl) : new LocalContentStore(path.join(config.dataDir, 'blocks'));
  if (pinningServiceUrl && pinningServiceToken) return new PinningServiceContentStore(base, pinningServiceUrl, pinningServiceToken);
  return base;
}
