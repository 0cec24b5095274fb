// agent-trace for OpenClaw: hands this team's recorded lessons to the model.
// Written by `agent-trace init`, removed by `agent-trace uninstall`; edits here are overwritten.
__AGENT_TRACE_PROTOCOL__

// OpenClaw has no context channel at tool time, so a tool call's lessons ride on the next prompt build.
const pending = new Map();

function addPending(session, context) {
  if (context) pending.set(session, [pending.get(session), context].filter(Boolean).join("\n\n"));
}

function sessionOf(ctx) {
  return String(ctx?.sessionId ?? ctx?.sessionKey ?? "");
}

function cwdOf(ctx) {
  return String(ctx?.workspaceDir ?? ctx?.cwd ?? process.cwd());
}

export default {
  id: "agent-trace",
  name: "agent-trace",
  register(api) {
    api.on("before_prompt_build", async (event, ctx) => {
      const session = sessionOf(ctx);
      const payload = { session_id: session, cwd: cwdOf(ctx), prompt: String(event?.prompt ?? ""), first_turn: firstTurn(session) };
      const parts = [hook("before_prompt_build", payload), pending.get(session)].filter(Boolean);
      pending.delete(session);
      return parts.length ? { prependContext: parts.join("\n\n") } : {};
    });
    api.on("before_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      const payload = { session_id: session, cwd: cwdOf(ctx), tool_name: String(event?.toolName ?? ""), tool_input: event?.params ?? {} };
      addPending(session, hook("before_tool_call", payload));
      return {};
    });
    api.on("after_tool_call", async (event, ctx) => {
      const session = sessionOf(ctx);
      addPending(session, hook("after_tool_call", {
        session_id: session,
        cwd: cwdOf(ctx),
        tool_name: String(event?.toolName ?? ""),
        tool_input: event?.params ?? {},
        tool_response: event?.result ?? {},
        error: event?.error ?? null,
      }));
    });
  },
};
