// --- agent-trace's plugin protocol, the same in every agent-trace plugin ---
import { execFileSync } from "node:child_process";

const AGENT_TRACE = __AGENT_TRACE__;
const started = new Set();

// Asks `agent-trace hook <agent> <event>` about the moment: `{context?, deliver?, block?}`, or {}.
// The payload goes on stdin, never in argv: argv is readable by every user in /proc, and long.
function answer(event, payload) {
  try {
    const out = execFileSync(AGENT_TRACE, ["hook", __AGENT_ID__, event], {
      input: JSON.stringify(payload),
      encoding: "utf8",
      timeout: 2000,
      maxBuffer: 1 << 20,
      stdio: ["pipe", "pipe", "ignore"],
    });
    const parsed = JSON.parse(out || "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {}; // never fail the agent
  }
}

// The lessons of the moment as text; "" when there are none.
function hook(event, payload) {
  return String(answer(event, payload).context ?? "");
}

// Says which queued lessons went into a model request: a hit is a delivery, recorded then.
function delivered(session, cwd, item) {
  if (Array.isArray(item?.deliver) && item.deliver.length && !item.recorded) {
    item.recorded = true;
    answer("delivered", { session_id: session, cwd, tool_name: item.tool ?? "", lessons: item.deliver });
  }
}

// True the first time a session is seen by this process: session-start lessons go with it.
function firstTurn(session) {
  const first = !started.has(session);
  started.add(session);
  return first;
}
// --- end of the protocol ---
