// PARLOUR_URL=https://cards.example PARLOUR_TOKEN=plr_... npx tsx main.ts
import { runBot } from './bot';

const baseUrl = process.env.PARLOUR_URL ?? 'http://localhost:3000';
const token = process.env.PARLOUR_TOKEN;
if (!token) {
  console.error('set PARLOUR_TOKEN to an access token of a bot account with the scope bot:play');
  process.exit(1);
}

const stop = new AbortController();
process.on('SIGINT', () => stop.abort());

runBot({
  baseUrl,
  token,
  signal: stop.signal,
  onMove: (match, move) => console.log(`${match.id} seq ${match.seq}: ${move}`),
  onEnd: (match) => console.log(`${match.id} ${match.status}`),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
