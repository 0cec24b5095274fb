//! `agent-trace hook <agent> <event>`: the hot path every agent config calls.
//!
//! It never fails the agent: whatever arrives on stdin and whatever is wrong on disk, it prints
//! the agent's own valid output (or nothing) and exits 0; what went wrong goes to `hook.log`.
//! It does no network, never waits on a lock, and answers by a hard wall-clock deadline: past it,
//! a watchdog prints the neutral output and ends the process, whatever was still running.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::agents::{self, Adapter, EvidenceEvent, HookInput};
use crate::files::trust::{self, Here};
use crate::systems::lessons::Event;
use crate::systems::recall::{self, Deadline};
use crate::{
    files::env, files::home, files::hook_log, systems::envelope, systems::evidence, systems::provenance,
    systems::transcripts,
};

/// The hard deadline of the whole hook process, well under the agents' own hook timeouts (the
/// plugins give it 2 s, the command hooks `init` writes 10 s).
pub const DEFAULT_DEADLINE_MS: u64 = 1000;
/// Kept back from the deadline for writing the answer and the log line.
const MARGIN: Duration = Duration::from_millis(50);
/// A larger payload is not read (an agent's payload is a few KB; a transcript is not sent).
pub const MAX_PAYLOAD_BYTES: usize = 8 << 20;

/// Everything a recall needs besides the payload, resolved once so the CLI and tests can share it.
pub struct Environment {
    pub data_dir: Option<PathBuf>,
    /// The hard deadline of the whole run, from its start.
    pub deadline: Duration,
    /// The directory to use when the payload names none.
    pub cwd: PathBuf,
    /// `doctor`'s dry run: answer as for real, but record nothing (no hits, no ledger, no log),
    /// so a check never leaves a fake session behind.
    pub dry_run: bool,
}

impl Environment {
    pub fn from_process(cwd: PathBuf) -> Environment {
        let deadline =
            env::var(env::AGENT_TRACE_HOOK_DEADLINE_MS).and_then(|ms| ms.parse().ok()).unwrap_or(DEFAULT_DEADLINE_MS);
        let data_dir = home::data_dir().ok();
        // Only the token doctor (or a judge) set counts: a repository's env block cannot know it.
        let dry_run = env::var(env::AGENT_TRACE_DRY_RUN).is_some_and(|v| {
            data_dir.as_deref().and_then(|d| home::dry_run_token(d).ok()).is_some_and(|token| v == token)
        });
        Environment { data_dir, deadline: Duration::from_millis(deadline), cwd, dry_run }
    }

    /// The payload's directory when it names an absolute one, else ours.
    fn cwd_for(&self, input: &HookInput) -> PathBuf {
        input.cwd.clone().filter(|c| c.is_absolute()).unwrap_or_else(|| self.cwd.clone())
    }
}

/// The hook process: writes the agent's answer on stdout by the hard deadline. When the work is
/// not done by then, a watchdog writes the neutral answer, logs why, and ends the process with
/// exit 0; nothing is left half-written, since every file is written by rename or one append.
pub fn serve(agent_id: &str, native_event: &str, stdin: impl Read + Send + 'static, environment: &Environment) {
    let answered = Arc::new(AtomicBool::new(false));
    let watchdog = {
        let answered = Arc::clone(&answered);
        let neutral = neutral_output(agent_id, native_event);
        let (agent, event) = (agent_id.to_string(), native_event.to_string());
        let data_dir = environment.data_dir.clone().filter(|_| !environment.dry_run);
        let deadline = environment.deadline;
        move || {
            std::thread::sleep(deadline);
            if !answered.swap(true, Ordering::SeqCst) {
                write_answer(&neutral);
                // Nothing the hook started outlives it: a judge, a delivery command.
                crate::files::shell::end_all();
                let message = format!("past the hard deadline of {deadline:?}: answered neutral and stopped");
                hook_log::log(data_dir.as_deref(), &agent, &event, &message);
                std::process::exit(0);
            }
        }
    };
    // Small stacks: both helper threads do little, and a thread's stack is mapped on every call.
    let _ = std::thread::Builder::new().stack_size(HELPER_STACK).spawn(watchdog);
    let output = run(agent_id, native_event, stdin, environment);
    if answered.swap(true, Ordering::SeqCst) {
        loop {
            std::thread::park(); // the watchdog is answering and ends the process
        }
    }
    write_answer(&output);
}

/// The stack of the hook's watchdog and stdin reader (a payload's JSON nests at most 128 deep).
const HELPER_STACK: usize = 256 << 10;

fn write_answer(output: &str) {
    use std::io::Write;
    if !output.is_empty() {
        let mut stdout = std::io::stdout().lock();
        let _ =
            stdout.write_all(output.as_bytes()).and_then(|()| stdout.write_all(b"\n")).and_then(|()| stdout.flush());
    }
}

/// What the agent gets when there is nothing to say: its neutral output, or at its stop event
/// what lets it stop.
fn neutral_output(agent_id: &str, native_event: &str) -> String {
    let Some(adapter) = agents::by_id(agent_id) else { return String::new() };
    match adapter.evidence_event(native_event) {
        Some((_, EvidenceEvent::Stop)) => adapter.wire().stop_allow().to_string(),
        _ => adapter.wire().neutral().to_string(),
    }
}

/// Runs the hook; returns what to print on stdout. Never panics outward, never errors.
pub fn run(agent_id: &str, native_event: &str, stdin: impl Read + Send + 'static, environment: &Environment) -> String {
    let started = Instant::now();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        run_inner(agent_id, native_event, stdin, environment, started)
    }));
    match outcome {
        Ok(output) => output,
        Err(panic) => {
            let message =
                panic.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| panic.downcast_ref::<String>().cloned());
            let message = format!("internal error: {}", message.unwrap_or_default());
            hook_log::log(environment.data_dir.as_deref(), agent_id, native_event, &message);
            neutral_output(agent_id, native_event)
        }
    }
}

fn run_inner(
    agent_id: &str,
    native_event: &str,
    stdin: impl Read + Send + 'static,
    environment: &Environment,
    started: Instant,
) -> String {
    let log = |message: &str| {
        if !environment.dry_run {
            hook_log::log(environment.data_dir.as_deref(), agent_id, native_event, message)
        }
    };
    let until = started + environment.deadline.saturating_sub(MARGIN);
    // Read even when there is nothing to do: an agent writing to a hook that exits unread gets EPIPE.
    // Only a finished call is worth reading on past the payload cap: it must still count.
    let post_tool = agents::by_id(agent_id)
        .and_then(|a| a.evidence_event(native_event))
        .is_some_and(|(_, kind)| kind != EvidenceEvent::Stop);
    let (payload, drained) = read_payload(stdin, until, post_tool, &log);
    // A host that runs other agents' hooks too (Cursor runs Claude Code's) is answered as
    // itself; where agent-trace's own entry in that host serves the moment, this one stays quiet.
    let hosted = agents::host_of(&payload).filter(|(host, _)| host.id() != agent_id);
    let output = match &hosted {
        Some((host, event)) if host.has_own_entry(event) => host.wire().neutral().to_string(),
        Some((host, event)) => answer(host.id(), event, &payload, environment, until, &log),
        None => answer(agent_id, native_event, &payload, environment, until, &log),
    };
    // The rest of stdin is read to its end (or the deadline) before the process exits.
    let _ = drained.recv_timeout(until.saturating_duration_since(Instant::now()));
    output
}

fn answer(
    agent_id: &str,
    native_event: &str,
    payload: &Value,
    environment: &Environment,
    until: Instant,
    log: &dyn Fn(&str),
) -> String {
    let Some(adapter) = agents::by_id(agent_id) else {
        log(&format!("unknown agent {agent_id:?} (known: {})", agents::ids().join(", ")));
        return String::new();
    };
    let neutral = neutral_output(agent_id, native_event);
    let input = adapter.wire().payload(payload);
    // Where the agent works, and whether that project may speak: nothing under an untrusted
    // `.agent-trace/` is read below this line.
    let here = || trust::here(environment.data_dir.as_deref(), &environment.cwd_for(&input), log);
    if adapter.spec().envelope_event == Some(native_event) {
        return envelope_hook(payload, environment, until, log).unwrap_or_else(|| "{}".to_string());
    }
    if let Some((name, kind)) = adapter.evidence_event(native_event) {
        if environment.dry_run {
            return neutral; // the ledger's answer is never read without writing to it
        }
        return evidence_hook(adapter, name, kind, payload, &input, &here(), environment, until, log)
            .unwrap_or(neutral);
    }
    if native_event == agents::DELIVERED_EVENT && adapter.wire().delivers_later(Event::PreTool) {
        if !environment.dry_run {
            record_delivered(adapter, payload, &input, environment, log);
        }
        return neutral;
    }
    let Some(moment) = adapter.moment(native_event) else {
        // Not a recall event (e.g. Stop, PostToolUse before the evidence ledger exists): nothing to do.
        return neutral;
    };
    let here = here();
    let answer = recall_answer(adapter, native_event, moment, payload, &input, &here, environment, until, log, neutral);
    match held_note(adapter, moment, &here, environment) {
        Some(note) => adapter.wire().tell_person(&answer, &note).unwrap_or(answer),
        None => answer,
    }
}

/// At session start, where the agent shows the person a message of its own: what of the project is
/// held back until the person accepts it, said once (docs/src/trust.md, rule 7). Never to the
/// model.
fn held_note(adapter: &dyn Adapter, moment: Event, here: &trust::Here, environment: &Environment) -> Option<String> {
    if moment != Event::SessionStart || environment.dry_run || adapter.wire().tell_person("", "").is_none() {
        return None;
    }
    let trusted = here.trusted().filter(|t| !t.live().held.is_empty())?;
    trust::review::untold(environment.data_dir.as_deref()?, trusted.project())
}

/// The answer at a recall event: the lessons of the moment, with the notices that ride along.
#[allow(clippy::too_many_arguments)]
fn recall_answer(
    adapter: &dyn Adapter,
    native_event: &str,
    moment: Event,
    payload: &Value,
    input: &HookInput,
    here: &trust::Here,
    environment: &Environment,
    until: Instant,
    log: &dyn Fn(&str),
    neutral: String,
) -> String {
    let hold_once = moment == Event::PreTool
        && adapter.wire().hold(native_event, "").is_some()
        && recall::PreToolMode::load(environment.data_dir.as_deref(), here.trusted()).0
            == recall::PreToolMode::HoldOnce;
    if adapter.render(native_event, "").is_none() && !hold_once {
        return neutral; // the agent cannot take context at this event (see the adapter)
    }
    let deadline = Deadline::after(until.saturating_duration_since(Instant::now()));
    // A hit is a delivery: recorded here when the answer itself hands the lessons over.
    let later = hold_once || adapter.wire().delivers_later(moment);
    let recall = recall::deliver(
        Some(adapter),
        moment,
        input,
        here,
        environment.data_dir.as_deref(),
        !environment.dry_run && !later,
        deadline,
        log,
    )
    .unwrap_or_default();
    if hold_once && let Some(held) = hold(adapter, native_event, input, &recall, environment, log) {
        return held;
    }
    // Held once already (or nothing new to hold for): the lessons are this session's.
    let mut context = if hold_once { String::new() } else { recall.context.clone() };
    if moment == Event::Prompt
        && !environment.dry_run
        && let Some(untold) = untold_failures(adapter, input, environment, log)
    {
        context = if context.is_empty() { untold } else { format!("{untold}\n\n{context}") };
    }
    if moment == Event::PreTool
        && let Some(warning) = provenance_warning(adapter, payload, input, here, environment, log)
    {
        context = if context.is_empty() { warning } else { format!("{context}\n\n{warning}") };
    }
    if context.is_empty() {
        return neutral;
    }
    let Some(rendered) = adapter.render(native_event, &context) else { return neutral };
    if !later || hold_once || recall.lessons.is_empty() {
        return rendered;
    }
    // The plugin queues it: it says which lessons it put into a request with `delivered`.
    let Ok(Value::Object(mut answer)) = serde_json::from_str::<Value>(&rendered) else { return rendered };
    let delivered = recall.delivered();
    if let (Some(dir), Some(session)) = (&environment.data_dir, &input.session) {
        let ids: Vec<String> = delivered.iter().map(|(id, _)| id.clone()).collect();
        if let Err(e) = recall::hits::offer(dir, session, &ids) {
            log(&format!("could not note the lessons handed to the plugin: {e}"));
        }
    }
    answer
        .insert("deliver".into(), delivered.into_iter().map(|(id, scope)| json!({"id": id, "scope": scope})).collect());
    Value::Object(answer).to_string()
}

/// `[recall] pre_tool = "hold-once"`: the first call of a session that a new lesson matches is
/// held, and the model reads the lessons as its result; the call made again runs (its lessons are
/// this session's by then). The hit is recorded here: the hold is the delivery.
fn hold(
    adapter: &dyn Adapter,
    native_event: &str,
    input: &HookInput,
    recall: &recall::Recall,
    environment: &Environment,
    log: &dyn Fn(&str),
) -> Option<String> {
    if recall.lessons.iter().all(|l| l.repeated) {
        return None;
    }
    let reason = format!("{}\n\n{}", recall.context, recall::HELD_NOTE);
    let answer = adapter.wire().hold(native_event, &reason)?;
    if let (Some(dir), false) = (&environment.data_dir, environment.dry_run) {
        let chars = Some(u32::try_from(reason.chars().count()).unwrap_or(u32::MAX));
        recall::record(dir, &pre_tool_delivery(adapter, input, chars), &recall.delivered(), log);
    }
    Some(answer)
}

/// A plugin put queued lessons into a model request: their hits are recorded now.
fn record_delivered(
    adapter: &dyn Adapter,
    payload: &Value,
    input: &HookInput,
    environment: &Environment,
    log: &dyn Fn(&str),
) {
    let Some(dir) = &environment.data_dir else { return };
    // Only what this hook handed the plugin for that session: a forged `delivered` cannot mark a
    // lesson as given and keep it from the agent.
    let offered = input.session.as_deref().map(|s| recall::hits::offered(dir, s)).unwrap_or_default();
    let delivered: Vec<(String, String)> = payload["lessons"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|l| Some((l["id"].as_str()?.to_string(), l["scope"].as_str().unwrap_or("project").to_string())))
        .filter(|(id, scope)| (scope == "project" || scope == "global") && offered.contains(id))
        .take(recall::MAX_LESSONS)
        .collect();
    recall::record(dir, &pre_tool_delivery(adapter, input, None), &delivered, log);
}

/// A delivery before a tool call, as a hold or a plugin makes it (the project's name unknown).
fn pre_tool_delivery<'a>(
    adapter: &'a dyn Adapter,
    input: &'a HookInput,
    context_chars: Option<u32>,
) -> recall::Delivery<'a> {
    recall::Delivery {
        moment: Event::PreTool,
        agent: adapter.id(),
        session: input.session.as_deref(),
        tool: input.tool_name.as_deref(),
        project: None,
        context_chars,
    }
}

/// A tool result that holds an agent-trace envelope, before the agent keeps it: the
/// presentation goes to your delivery command (`[envelope] deliver`), and the result is kept as
/// its model context, so the next turns have the full text. With a note for the model
/// when the person was shown it directly. `None`: not an envelope, keep the result as it is.
fn envelope_hook(payload: &Value, environment: &Environment, until: Instant, log: &dyn Fn(&str)) -> Option<String> {
    // Only the output of a call that ran agent-trace's own `envelope wrap|pack` may speak to the
    // person, and only a frame signed with the person's key (anything else is content).
    if !envelope::runs_own_envelope(&payload["tool_input"]) {
        return None;
    }
    let data_dir = environment.data_dir.as_deref()?;
    let key = envelope::FrameKey::load(data_dir).map_err(|e| log(&format!("envelope key: {e}"))).ok()?;
    let text = payload["text"].as_str()?;
    let (before, found, after) = envelope::in_tool_text(&key, text)?;
    // A tool's own envelope starts its output; one found further in is something the tool
    // printed (a fetched page, a file), which may not speak to the person.
    if !before.trim().is_empty() {
        return None;
    }
    let settings = match envelope::Settings::load(data_dir) {
        Ok(settings) => settings,
        Err(e) => {
            log(&format!("envelope settings: {e}; not delivering"));
            envelope::Settings::default()
        }
    };
    let budget = until.saturating_duration_since(Instant::now());
    let reply = envelope::deliver(found, |shown, id| match (&settings.deliver, environment.dry_run) {
        // A presentation is a tool's output: never a terminal escape on its way to the person.
        (Some(command), false) => {
            let shown = crate::model::text::printable_lines(&String::from_utf8_lossy(shown)).into_owned();
            envelope::send_with(command, shown.as_bytes(), id, Some(budget))
        }
        (Some(_), true) => Err("a dry run delivers nothing".into()),
        (None, _) => Err("no [envelope] deliver command".into()),
    });
    if let envelope::Delivery::Failed { reason } = &reply.delivery {
        log(&format!("envelope: the presentation went the normal way: {reason}"));
    }
    let mut kept = format!("{before}{}", String::from_utf8_lossy(&reply.model_context));
    if let Some(note) = reply.model_note {
        kept.push_str(&format!("\n\n{note}"));
    }
    kept.push_str(after);
    Some(json!({"text": kept, "delivered": reply.suppress_reply}).to_string())
}

/// Whether the agent takes a notice at its post-tool event (Hermes does not).
fn hears_after_tool(adapter: &dyn Adapter, post_tool_event: &str) -> bool {
    adapter.wire().notice(post_tool_event, "").is_some()
}

/// For an agent that cannot be told right after a tool call (Hermes): the failures it was not
/// told of, at its next prompt.
fn untold_failures(
    adapter: &dyn Adapter,
    input: &HookInput,
    environment: &Environment,
    log: &dyn Fn(&str),
) -> Option<String> {
    let post_tool = adapter.spec().evidence_events.iter().find(|(_, e)| *e == EvidenceEvent::PostTool)?.0;
    if hears_after_tool(adapter, post_tool) {
        return None;
    }
    let session_log =
        evidence::SessionLog::new(environment.data_dir.as_deref()?, adapter.id(), input.session.as_deref()?);
    let untold = session_log.take_untold().map_err(|e| log(&format!("evidence: {e}"))).ok()?;
    (!untold.is_empty()).then(|| untold.join("\n\n"))
}

/// When `[provenance] pre_tool_warning` is on: trace the call about to run against the session's
/// transcript and warn the agent (never block) when a document's instructions led to it.
fn provenance_warning(
    adapter: &dyn Adapter,
    payload: &Value,
    input: &HookInput,
    here: &Here,
    environment: &Environment,
    log: &dyn Fn(&str),
) -> Option<String> {
    let (tool, tool_input) = (input.tool_name.as_deref()?, input.tool_input.as_ref()?);
    if provenance::effect::of_call(tool, tool_input) == provenance::Effect::ReadOnly {
        return None; // decided before any file is read: most calls stop here
    }
    let settings = provenance::Settings::load(environment.data_dir.as_deref(), here.trusted())
        .map_err(|e| log(&e.to_string()))
        .ok()?;
    if !settings.pre_tool_warning {
        return None;
    }
    let path = Path::new(payload["transcript_path"].as_str()?);
    let session = transcripts::parse_tail(adapter, path, transcripts::HOOK_TAIL_BYTES)?;
    // Not the lesson judge here: a model behind a network does not answer within a hook's second.
    let judge = provenance::judge::chosen(settings.judge.clone(), None);
    let record = provenance::check_pending(session, tool, tool_input, judge.as_ref(), settings.threshold)?;
    if let Some(reason) = &record.unresolved {
        log(&format!("provenance unresolved: {reason}"));
    }
    provenance::warning(&record)
}

/// The evidence ledger's side of a hook: record a finished tool call (and tell the agent at once
/// when a check failed), or decide whether the agent may stop.
#[allow(clippy::too_many_arguments)]
fn evidence_hook(
    adapter: &dyn Adapter,
    native_event: &str,
    kind: EvidenceEvent,
    payload: &Value,
    input: &HookInput,
    here: &Here,
    environment: &Environment,
    until: Instant,
    log: &dyn Fn(&str),
) -> Option<String> {
    let data_dir = environment.data_dir.as_deref()?;
    let place = evidence::Place::new(&environment.cwd_for(input), here.project().map(|p| p.root()));
    // The ledger is the session's, wherever its shell has `cd`ed to: keyed by the agent and
    // the session, and by the project only when the agent names no session.
    let session = input.session.clone().unwrap_or_else(|| format!("unknown-session {}", place.root.display()));
    let session_log = evidence::SessionLog::new(data_dir, adapter.id(), &session);
    let settings = evidence::Settings::load(Some(data_dir), here.trusted()).unwrap_or_else(|e| {
        log(&format!("evidence settings: {e}; using the defaults"));
        evidence::Settings::defaults()
    });
    let result = match kind {
        EvidenceEvent::PostTool | EvidenceEvent::PostToolFailure => {
            let event = adapter.wire().tool_event(payload, kind == EvidenceEvent::PostToolFailure);
            let failure_has_own_event = adapter.wire().post_tool_means_success()
                && adapter.spec().evidence_events.iter().any(|(_, e)| *e == EvidenceEvent::PostToolFailure);
            let exit = evidence::classify::exit(&event, payload, failure_has_own_event);
            settings.extra_checks();
            evidence::classify::prepare();
            // The work tree gets at most a third of what is left.
            let budget = until.saturating_duration_since(Instant::now()) / 3;
            let changed = evidence::changed_files(&event, &place, budget, || session_log.last_event_ms());
            let (mut call, notice) = evidence::judge(&event, changed, exit, &settings, &place);
            let notice = notice.filter(|_| settings.failure_notices);
            call.session = session.clone();
            let can_hear = hears_after_tool(adapter, native_event);
            session_log
                .append(&evidence::Entry::Call(Box::new(call)))
                .and_then(|()| match (&notice, can_hear) {
                    // Told at its next prompt.
                    (Some(notice), false) => session_log.append(&evidence::Entry::Untold { notice: notice.clone() }),
                    _ => Ok(()),
                })
                .map(|()| notice.and_then(|n| adapter.wire().notice(native_event, &n)))
        }
        // A subagent's stop ends its task, an interrupted turn is the person's: no gate.
        EvidenceEvent::Stop if input.stop_exempt => Ok(None),
        EvidenceEvent::Stop => {
            let ledger = session_log.ledger();
            match evidence::stop(&ledger, &settings) {
                evidence::StopDecision::Block(reason) => {
                    session_log.append(&evidence::Entry::StopBlocked).map(|()| adapter.wire().stop_block(&reason))
                }
                evidence::StopDecision::GiveUp => {
                    log(&format!(
                        "stop gate: let the agent stop after {} blocks without a passing check",
                        ledger.stop_blocks
                    ));
                    Ok(None)
                }
                evidence::StopDecision::Allow => Ok(None),
            }
        }
    };
    result.unwrap_or_else(|e| {
        log(&format!("evidence ledger: {e}"));
        None
    })
}

/// Reads the payload by `until`; anything unusable becomes an empty object. The reader goes on
/// draining stdin to its end in fixed-size chunks, so an agent that writes more than the cap (or
/// writes after we stopped listening) never gets EPIPE; `drained` says when it is done.
fn read_payload(
    stdin: impl Read + Send + 'static,
    until: Instant,
    read_oversize: bool,
    log: &dyn Fn(&str),
) -> (Value, mpsc::Receiver<()>) {
    let (send, receive) = mpsc::channel();
    let (done, drained) = mpsc::channel();
    // A reader thread, so an agent that never closes stdin cannot hold the hook past its deadline.
    let _ = std::thread::Builder::new().stack_size(HELPER_STACK).spawn(move || {
        let mut stdin = stdin;
        let mut bytes = Vec::new();
        let result = stdin.by_ref().take(MAX_PAYLOAD_BYTES as u64 + 1).read_to_end(&mut bytes).map(|_| bytes);
        let result = match result {
            // Too large to hold (a `Write` of a large file, repeated in its response): read on,
            // keeping only the short strings, so that the call still counts.
            Ok(bytes) if bytes.len() > MAX_PAYLOAD_BYTES && read_oversize => {
                Ok(Payload::Oversize(bounded_payload(std::io::Cursor::new(bytes).chain(stdin.by_ref()))))
            }
            other => other.map(Payload::Whole),
        };
        let _ = send.send(result);
        let mut sink = [0u8; 64 << 10];
        while matches!(stdin.read(&mut sink), Ok(n) if n > 0) {}
        let _ = done.send(());
    });
    let bytes = match receive.recv_timeout(until.saturating_duration_since(Instant::now())) {
        Ok(Ok(Payload::Whole(bytes))) => bytes,
        Ok(Ok(Payload::Oversize(value))) => {
            log(&format!("payload larger than {MAX_PAYLOAD_BYTES} bytes: its long strings left out"));
            return (value, drained);
        }
        Ok(Err(e)) => {
            log(&format!("cannot read the payload: {e}"));
            return (Value::Null, drained);
        }
        Err(_) => {
            log("no payload within the deadline");
            return (Value::Null, drained);
        }
    };
    (parse_payload(&bytes, log), drained)
}

enum Payload {
    Whole(Vec<u8>),
    Oversize(Value),
}

/// Strings longer than this in an oversize payload are replaced by a note of their size.
const MAX_KEPT_STRING: usize = 64 << 10;
/// What an oversize payload may keep in all: bytes of strings plus a few per value.
const MAX_KEPT_TOTAL: usize = 1 << 20;

thread_local! {
    /// What the oversize payload being read may still keep (each reader thread reads one).
    static KEEP_BUDGET: std::cell::Cell<usize> = const { std::cell::Cell::new(MAX_KEPT_TOTAL) };
}

/// Takes `cost` from the budget; whether it was there.
fn spend(cost: usize) -> bool {
    KEEP_BUDGET.with(|budget| match budget.get().checked_sub(cost) {
        Some(left) => {
            budget.set(left);
            true
        }
        None => false,
    })
}

/// An oversize payload read as it streams in: every string over [`MAX_KEPT_STRING`] replaced
/// by a note, and past [`MAX_KEPT_TOTAL`] kept in all the rest skipped, so neither one long
/// string nor millions of short values make it large; `Null` when it is not a JSON object.
fn bounded_payload(reader: impl Read) -> Value {
    use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
    struct Bounded(Value);
    impl<'de> Deserialize<'de> for Bounded {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Bounded, D::Error> {
            deserializer.deserialize_any(BoundedVisitor)
        }
    }
    struct BoundedVisitor;
    impl<'de> Visitor<'de> for BoundedVisitor {
        type Value = Bounded;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("JSON")
        }
        fn visit_bool<E>(self, v: bool) -> Result<Bounded, E> {
            Ok(Bounded(Value::Bool(v)))
        }
        fn visit_i64<E>(self, v: i64) -> Result<Bounded, E> {
            Ok(Bounded(v.into()))
        }
        fn visit_u64<E>(self, v: u64) -> Result<Bounded, E> {
            Ok(Bounded(v.into()))
        }
        fn visit_f64<E>(self, v: f64) -> Result<Bounded, E> {
            Ok(Bounded(v.into()))
        }
        fn visit_str<E>(self, v: &str) -> Result<Bounded, E> {
            Ok(Bounded(if v.len() <= MAX_KEPT_STRING && spend(v.len()) {
                Value::String(v.to_string())
            } else {
                Value::String(format!("({} bytes, not kept)", v.len()))
            }))
        }
        fn visit_unit<E>(self) -> Result<Bounded, E> {
            Ok(Bounded(Value::Null))
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Bounded, A::Error> {
            let mut items = Vec::new();
            while spend(16) {
                match seq.next_element()? {
                    Some(Bounded(item)) => items.push(item),
                    None => return Ok(Bounded(Value::Array(items))),
                }
            }
            while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
            Ok(Bounded(Value::Array(items)))
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Bounded, A::Error> {
            let mut object = serde_json::Map::new();
            while spend(16) {
                match map.next_key::<String>()? {
                    Some(key) if spend(key.len()) => {
                        let Bounded(value) = map.next_value()?;
                        object.insert(key, value);
                    }
                    Some(_) => {
                        map.next_value::<serde::de::IgnoredAny>()?;
                        break;
                    }
                    None => return Ok(Bounded(Value::Object(object))),
                }
            }
            while map.next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?.is_some() {}
            Ok(Bounded(Value::Object(object)))
        }
    }
    let mut deserializer = serde_json::Deserializer::from_reader(std::io::BufReader::new(reader));
    match Bounded::deserialize(&mut deserializer) {
        Ok(Bounded(value @ Value::Object(_))) => value,
        _ => Value::Null,
    }
}

fn parse_payload(bytes: &[u8], log: &dyn Fn(&str)) -> Value {
    if bytes.len() > MAX_PAYLOAD_BYTES {
        log(&format!("payload larger than {MAX_PAYLOAD_BYTES} bytes ignored"));
        return Value::Null;
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Value::Null;
    }
    match serde_json::from_slice::<Value>(bytes) {
        Ok(value @ Value::Object(_)) => value,
        Ok(_) => {
            log("payload is JSON but not an object");
            Value::Null
        }
        Err(e) => {
            log(&format!("payload is not JSON: {e}"));
            Value::Null
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hostile oversize payloads (written here: no client sends them) stay small when read.
    #[test]
    fn an_oversize_payload_keeps_its_short_fields_and_stays_small_whatever_its_shape() {
        let content = "x".repeat(9 << 20);
        let write = json!({"session_id": "s", "tool_name": "Write",
                           "tool_input": {"file_path": "/r/big.py", "content": content}});
        let kept = bounded_payload(write.to_string().as_bytes());
        assert_eq!(kept["tool_input"]["file_path"], "/r/big.py");
        assert_eq!(kept["tool_input"]["content"], format!("({} bytes, not kept)", 9 << 20));

        let many = format!("{{\"session_id\":\"s\",\"pad\":[{}1]}}", "1,".repeat(5_000_000));
        let kept = std::thread::spawn(move || bounded_payload(many.as_bytes())).join().unwrap();
        assert_eq!(kept["session_id"], "s");
        assert!(kept["pad"].as_array().unwrap().len() < 70_000, "millions of values are not kept");

        let keys: String = (0..200_000).map(|n| format!("\"k{n}\":\"{}\",", "v".repeat(20))).collect();
        let wide = format!("{{\"session_id\":\"s\",{keys}\"end\":1}}");
        let kept = std::thread::spawn(move || bounded_payload(wide.as_bytes())).join().unwrap();
        assert!(kept.as_object().unwrap().len() < 40_000, "keys past the budget are skipped");

        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(bounded_payload(format!("{{\"a\":{deep}}}").as_bytes()), Value::Null, "too deep: nothing");
    }
}
