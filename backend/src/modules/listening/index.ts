// Listening's public face: the player's state kept per account (the queue, docs/adr/0048).
export { ListeningModule } from './listening.module.js';
export { LISTENING_DATABASE } from './listening.database.js';
