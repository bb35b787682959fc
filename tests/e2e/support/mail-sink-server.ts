/**
 * The end-to-end server's mailbox: a real SMTP server (the API tests' sink) that the app sends
 * to (`SMTP_URL` in playwright.config.ts), and a small HTTP server on 127.0.0.1 answering
 * `GET /messages` with what arrived, so a spec can follow a link from a real e-mail. Started by
 * Playwright as a web server; run with tsx.
 */
import { createServer } from 'node:http';
import { startSmtpSink } from '../../api/support/smtp-sink';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);

const sink = await startSmtpSink({ port: smtpPort });
const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(sink.messages));
    return;
  }
  response.writeHead(404).end();
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void sink.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
