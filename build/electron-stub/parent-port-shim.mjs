// process.parentPort in a stubbed utility process (build/electron-stub/electron.mjs): Electron 41
// docs/api/parent-port.md over Node's fork IPC. Messages arrive as { data, ports: [] }, and are queued
// until a 'message' listener is registered, as the doc says.
import { EventEmitter } from 'node:events';

const port = new EventEmitter();
const queued = [];
process.on('message', (data) => {
  if (port.listenerCount('message') === 0) queued.push(data);
  else port.emit('message', { data, ports: [] });
});
port.on('newListener', (event) => {
  if (event === 'message')
    setImmediate(() => queued.splice(0).forEach((data) => port.emit('message', { data, ports: [] })));
});
port.postMessage = (message) => process.send?.(message);
process.parentPort = port;
