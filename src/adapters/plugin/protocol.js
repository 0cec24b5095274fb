// --- agent-trace's plugin protocol, the same in every agent-trace plugin ---
import { execFileSync } from "node:child_process";

const AGENT_TRACE = __AGENT_TRACE__;
const started = new Set();

// Asks `agent-trace hook <agent> <event>` for the lessons of the moment; "" when there are none.
// The payload goes on stdin, never in argv: argv is readable by every user in /proc, and long.
function hook(event, payload) {
  try {
    const out = execFileSync(AGENT_TRACE, ["hook", __AGENT_ID__, event], {
      input: JSON.stringify(payload),
      encoding: "utf8",
      timeout: 2000,
      maxBuffer: 1 << 20,
      stdio: ["pipe", "pipe", "ignore"],
    });
    return JSON.parse(out || "{}").context || "";
  } catch {
    return ""; // never fail the agent
  }
}

// True the first time a session is seen by this process: session-start lessons go with it.
function firstTurn(session) {
  const first = !started.has(session);
  started.add(session);
  return first;
}
// --- end of the protocol ---
