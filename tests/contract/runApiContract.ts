/*
 * Runs every row of the API contract against one backend: the fake shop's suite and the demo
 * server's suite each call this with their own backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, endpointPattern } from './apiContract';
import type { ContractBackend } from './contractBackend';

/** Declares the contract suite of one backend, started once for all rows. */
export function runApiContract(name: string, start: () => Promise<ContractBackend>): void {
  describe(`given ${name}`, () => {
    let backend: ContractBackend;
    // A server backend migrates a fresh database and writes every row's fixtures first.
    beforeAll(async () => {
      backend = await start();
    }, 90_000);
    afterAll(async () => {
      await backend?.close();
    });

    for (const row of API_CONTRACT) {
      it(`${row.endpoint}: ${row.when} → ${row.status}`, async () => {
        const session = await backend.session();
        const earlier: unknown[] = [];
        for (const step of row.given?.(backend.ids) ?? []) {
          const reply = await session.send(row.as, step);
          expect(reply.status, `${step.method} ${step.path} sets the case up`).toBe(200);
          earlier.push(reply.body);
        }
        const request = row.request(backend.ids, earlier);
        const sent = `${request.method} ${request.path.split('?')[0]}`;
        expect(sent, 'the request goes to the endpoint the row names').toMatch(
          endpointPattern(row.endpoint),
        );
        const reply = await session.send(row.as, request);
        expect(reply.status, JSON.stringify(reply.body)?.slice(0, 300)).toBe(row.status);
        row.check(reply.body, backend.ids, earlier);
      });
    }
  });
}
