// WEBHOOK_SECRET=whsec_... PORT=8080 npx tsx main.ts
import { createReceiver } from './receiver';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('set WEBHOOK_SECRET to the endpoint secret Parlour showed (whsec_...)');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);

createReceiver({
  secret,
  onNotice: ({ id, payload }) => console.log(id, JSON.stringify(payload)),
}).listen(port, () => console.log(`receiving webhooks on http://localhost:${port}/`));
