// `make api`: regenerate frontend/src/shared/api/{openapi.json,schema.gen.ts} from the backend.
import { API_CLIENT_DIR, generateApiClient } from './lib/api-client.mjs';

generateApiClient(API_CLIENT_DIR);
console.log('Regenerated the typed API client in frontend/src/shared/api.');
