import { Agent, request } from 'node:http';
import { expect, test } from '@playwright/test';
import type { ParticipantRecord } from '../../shared/model/participant';
import { DEMO_PASSWORD } from './support/accounts';
import {
  exitCode,
  newDataDir,
  OWN_SERVER_URL,
  startServer,
  waitUntilReady,
} from './support/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Hole 10 of issue 13: SIGTERM reset 6–8 connections whose requests were in flight. Now the
// server stops accepting, answers what it has, then closes the database. A crash (SIGKILL) must
// lose no acknowledged write either.

const WRITERS = 16;

interface Write {
  familyName: string;
  /** When the whole request had been handed to the connection; unset if it never was. */
  sentAt?: number;
  /** Sent on a connection the server had accepted for an earlier request. */
  reused?: boolean;
  finishedAt?: number;
  status?: number;
  id?: number;
  failure?: string;
}

/**
 * Parents adding children as fast as the server takes them, in WRITERS parallel loops over
 * keep-alive connections (node:http, so each request tells when it was sent and on which
 * connection). A loop ends at its first failure after `stopAfterFailure()`.
 */
class WriteLoad {
  readonly writes: Write[] = [];
  private stopOnFailure = false;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: WRITERS });
  private readonly loops: Promise<void>[];

  constructor(
    private readonly token: string,
    private readonly run: string,
  ) {
    this.loops = Array.from({ length: WRITERS }, (_, writer) => this.loop(writer));
  }

  stopAfterFailure() {
    this.stopOnFailure = true;
  }

  /** Waits for the loops to end, then lets their connections go. */
  async finished() {
    await Promise.all(this.loops);
    this.agent.destroy();
  }

  acknowledged = () => this.writes.filter((write) => write.status === 200);

  private async loop(writer: number) {
    for (let index = 0; ; index++) {
      const write: Write = { familyName: `Load ${this.run}-${writer}-${index}` };
      this.writes.push(write);
      await this.send(write).catch((error: Error) => {
        write.failure = `${(error as { code?: string }).code ?? ''} ${error.message}`;
      });
      write.finishedAt = performance.now();
      if (write.status !== 200 && this.stopOnFailure) return;
    }
  }

  private send(write: Write) {
    // The save takes a form (multipart or URL-encoded) with the participant's JSON in `person`.
    const body = new URLSearchParams({
      person: JSON.stringify({
        person: {
          givenName: 'Kim',
          familyName: write.familyName,
          gender: 'DIVERS',
          birthday: '2018-04-02',
        },
      }),
    }).toString();
    return new Promise<void>((resolve, reject) => {
      const sending = request(`${OWN_SERVER_URL}/api/participant/`, {
        method: 'PUT',
        agent: this.agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          Authorization: `Bearer ${this.token}`,
        },
      });
      sending.on('finish', () => {
        write.sentAt = performance.now();
        write.reused = sending.reusedSocket;
      });
      sending.on('error', reject);
      sending.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += String(chunk)));
        response.on('error', reject);
        response.on('end', () => {
          write.status = response.statusCode;
          if (write.status === 200) write.id = (JSON.parse(text) as ParticipantRecord).id;
          resolve();
        });
      });
      sending.end(body);
    });
  }
}

async function signInParent(): Promise<string> {
  const response = await fetch(`${OWN_SERVER_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'parent@kitebook.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The children the server has for the parent, by id. */
async function storedChildren(token: string): Promise<Map<number, string>> {
  const response = await fetch(`${OWN_SERVER_URL}/api/participant/customer`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const children = (await response.json()) as ParticipantRecord[];
  return new Map(children.map((child) => [child.id!, child.person.familyName]));
}

function expectAllStored(acknowledged: Write[], stored: Map<number, string>) {
  const missing = acknowledged.filter((write) => stored.get(write.id!) !== write.familyName);
  expect(missing.map((write) => write.familyName)).toEqual([]);
}

test('SIGTERM under write load answers every request sent before it; a crash loses no acknowledged write', async () => {
  test.setTimeout(300_000);
  const dataDir = newDataDir('shutdown');
  const { child: first, log: firstLog } = startServer(dataDir);
  await waitUntilReady();
  const token = await signInParent();

  const load = new WriteLoad(token, 'term');
  await sleep(2000);
  const firstExit = exitCode(first);
  const signalAt = performance.now();
  first.kill('SIGTERM');
  load.stopAfterFailure();
  await load.finished();
  expect(await firstExit).toBe(0);

  const sentBefore = load.writes.filter((write) => write.sentAt! < signalAt);
  const inFlightAtSignal = sentBefore.filter((write) => write.finishedAt! > signalAt);
  console.log(
    `SIGTERM: ${sentBefore.length} writes sent before it (${inFlightAtSignal.length} of them ` +
      `answered after it), ${load.writes.length - sentBefore.length} after it`,
  );
  // Without writes in flight at the signal the test would prove nothing.
  expect(inFlightAtSignal.length).toBeGreaterThan(0);
  // All but each writer's first request went over a connection the server had accepted: the
  // server's to answer, with no reset and no error. A first request whose connection still
  // waited in the listen queue is taken too (close-gracefully.ts, at most 1 s), though under
  // heavy overload the kernel may reset it when the server stops listening.
  expect(sentBefore.filter((write) => !write.reused)).toHaveLength(WRITERS);
  expect(
    sentBefore
      .filter((write) => write.reused && write.status !== 200)
      .map(
        (write) =>
          `${write.failure ?? write.status}: sent ${Math.round(write.sentAt! - signalAt)} ms ` +
          `after the signal, ended ${Math.round(write.finishedAt! - signalAt)} ms after it`,
      ),
    `the server's log: ${firstLog.join('')}`,
  ).toEqual([]);

  const second = startServer(dataDir).child;
  await waitUntilReady();
  expectAllStored(load.acknowledged(), await storedChildren(token));

  // A crash in the middle of writes: what was acknowledged survives crash recovery.
  const crashLoad = new WriteLoad(token, 'kill');
  await sleep(2000);
  const secondExit = exitCode(second);
  second.kill('SIGKILL');
  crashLoad.stopAfterFailure();
  await crashLoad.finished();
  expect(await secondExit).toBe(null);
  console.log(`SIGKILL: ${crashLoad.acknowledged().length} writes acknowledged before the crash`);
  expect(crashLoad.acknowledged().length).toBeGreaterThan(0);

  const third = startServer(dataDir).child;
  await waitUntilReady();
  expectAllStored(
    [...load.acknowledged(), ...crashLoad.acknowledged()],
    await storedChildren(token),
  );
  const thirdExit = exitCode(third);
  third.kill('SIGTERM');
  expect(await thirdExit).toBe(0);
});
