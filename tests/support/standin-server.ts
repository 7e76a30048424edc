// A local HTTP stand-in for a provider's API (Razorpay, RazorpayX): listens on 127.0.0.1, on a
// free port the first time and on the same port after a stop (so the app's configured URL stays
// right), and can hold requests open to play a gateway that hangs. Subclasses answer requests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export abstract class StandinServer {
  private server: Server | undefined;
  private port = 0;
  /** Requests held open (a hanging gateway); ended by stop(). */
  protected readonly hanging = new Set<ServerResponse>();

  /** Its origin, for the app's API URL setting. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port the first time, and on the same port again after stop(). */
  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening: the app's next call finds the connection refused. */
  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
