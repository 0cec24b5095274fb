//! Delivery: what a moment of an agent gets from every lesson source it may read, and the record
//! of what was delivered (so a session is not told the same lesson twice).

use std::path::Path;

use super::hits::{self, Hit};
use super::index::{self, Index};
use super::{Deadline, Query, Recall, Source, refresh, stream, tool_input_subject};
use crate::agents::{Adapter, HookInput};
use crate::files::clock;
use crate::files::trust::Here;
use crate::model::Event;

/// The agent id of a recall that names no agent (an MCP client).
pub const MCP_AGENT: &str = "mcp";

/// Recall for a moment of an agent (a hook, `recall`, the MCP server): sources, trust, the
/// session's earlier hits, and the new hits recorded. Without an adapter (an MCP client that did not say which agent it is) the agent id is `mcp`,
/// so lessons limited to named agents do not apply.
/// `record` off (doctor's dry run) leaves the session's hits as they were.
#[allow(clippy::too_many_arguments)]
pub fn deliver(
    adapter: Option<&dyn Adapter>,
    moment: Event,
    input: &HookInput,
    here: &Here,
    data_dir: Option<&Path>,
    record: bool,
    deadline: Deadline,
    log: &dyn Fn(&str),
) -> Option<Recall> {
    let global = data_dir.map(|d| d.join("lessons.jsonl"));
    let cache_dir = data_dir.map(|d| d.join("cache").join("recall"));
    let mut events = vec![moment];
    events.extend(adapter.map(|a| a.extra_moments(moment, input)).unwrap_or_default());
    // Where the agent's session start may not run (`codex exec`), the first prompt of a session
    // that had none carries its lessons, once.
    let start_here = match (data_dir, &input.session) {
        (Some(dir), Some(session))
            if adapter.is_some_and(|a| a.spec().session_start == crate::agents::SessionStart::MayNotRun) =>
        {
            moment == Event::SessionStart || (moment == Event::Prompt && !hits::started(dir, session))
        }
        _ => false,
    };
    if start_here && !events.contains(&Event::SessionStart) {
        events.push(Event::SessionStart);
    }
    if let (true, true, Some(dir), Some(session)) = (start_here, record, data_dir, &input.session)
        && let Err(e) = hits::mark_started(dir, session)
    {
        log(&format!("could not mark the session started: {e}"));
    }
    let mut tool_names: Vec<String> = input.tool_name.iter().cloned().collect();
    if let Some(tool) = &input.tool_name {
        tool_names.extend(adapter.map(|a| a.lesson_names(tool)).unwrap_or_default().iter().map(|s| s.to_string()));
    }
    let subject = match moment {
        Event::PreTool => input.tool_input.as_ref().map(tool_input_subject).unwrap_or_default(),
        Event::Prompt => input.prompt.clone().unwrap_or_default(),
        Event::SessionStart => String::new(),
    };
    let agent = adapter.map_or(MCP_AGENT, |a| a.id());
    // The folder's name, on one line and short: a clone's name is whatever its URL said.
    let project = here.trusted().map(|t| {
        let root = t.project().root();
        let name = root.file_name().map_or_else(|| root.to_string_lossy(), |n| n.to_string_lossy());
        crate::model::text::one_line(crate::model::text::prefix(&name, 40))
    });
    let query =
        Query { agent: agent.to_string(), events, tool_names, subject, session: input.session.clone(), project };
    let delivered = match (data_dir, &query.session) {
        (Some(dir), Some(session)) => hits::delivered(dir, session),
        _ => Default::default(),
    };
    let mut sources = Vec::new();
    let build_limit = index::hook_build_limit();
    let mut files = super::source_files(here.trusted(), global);
    if let (Some(dir), Some(trusted)) = (data_dir, here.trusted()) {
        // After the project's own file, before the global one: the order of precedence.
        let (shared, problems) = super::shared_files(dir, trusted);
        problems.iter().for_each(|p| log(p));
        let after_own = usize::from(trusted.live().lessons.is_some());
        files.splice(after_own..after_own, shared);
    }
    for file in files {
        let path = &file.path;
        let loaded =
            match Index::load(path, &file.rules, cache_dir.as_deref(), &query.events, &query.tool_names, build_limit) {
                Ok(None) => streamed(&file, cache_dir.as_deref(), &query, &delivered, deadline, log),
                other => other,
            };
        match loaded {
            Ok(Some((index, report))) => {
                for bad in report.iter().flat_map(|r| &r.bad_lines) {
                    log(&format!("{}:{}: skipped: {}", path.display(), bad.line, bad.reason));
                }
                for refused in report.iter().flat_map(|r| &r.refused) {
                    log(&format!("{}: not delivered: {refused}", path.display()));
                }
                sources.push(Source { scope: file.scope, index, label: file.label, allowed: file.allowed });
            }
            Ok(None) => {}
            Err(e) => log(&format!("{}: {e}", path.display())),
        }
    }
    let recall = match super::recall(&sources, &query, &delivered, deadline) {
        Ok((recall, problems)) => {
            problems.iter().for_each(|p| log(p));
            recall
        }
        Err(e) => {
            log(&e.to_string());
            return None;
        }
    };
    if let (Some(dir), true, false) = (data_dir, record, recall.lessons.is_empty()) {
        record_hits(dir, moment, &query, &recall, log);
    }
    Some(recall)
}

/// The lessons of a file too large to index within the deadline, read once keeping only what can
/// be chosen; its index is then built in the background, for the calls after this one.
fn streamed(
    file: &super::SourceFile,
    cache_dir: Option<&Path>,
    query: &Query,
    delivered: &hits::Delivered,
    deadline: Deadline,
    log: &dyn Fn(&str),
) -> Result<Option<(Index, Option<index::BuildReport>)>, crate::files::UnsafeFile> {
    let path = &file.path;
    let selected = stream::select(path, &file.rules, query, delivered, deadline);
    // Started once the answer is known, so it does not take the hook's time.
    let indexing = match cache_dir.map(|dir| refresh::start(path, &file.rules, dir)) {
        Some(Ok(indexing)) => indexing,
        Some(Err(e)) => {
            log(&format!("{}: could not start building its index: {e}", path.display()));
            false
        }
        None => false,
    };
    Ok(match selected? {
        stream::Selected::Lessons { index, bad_lines, cut_short } => {
            if bad_lines > 0 {
                log(&format!("{}: skipped {bad_lines} lines that are not lessons", path.display()));
            }
            if cut_short {
                log(&format!("{}: read only in part by the deadline", path.display()));
            }
            Some((index, None))
        }
        stream::Selected::NotCanonical { line } => {
            let until = if indexing {
                "until its index is built, in the background"
            } else {
                "until `agent-trace lessons fmt` rewrites it"
            };
            log(&format!(
                "{}:{line}: not in canonical form, which a hook needs for a file this large; its lessons are left out {until}",
                path.display()
            ));
            None
        }
    })
}

fn record_hits(dir: &Path, moment: Event, query: &Query, recall: &Recall, log: &dyn Fn(&str)) {
    let delivery = Delivery {
        moment,
        agent: &query.agent,
        session: query.session.as_deref(),
        tool: query.tool_names.first().map(String::as_str),
        project: query.project.as_deref(),
        context_chars: Some(u32::try_from(recall.context.chars().count()).unwrap_or(u32::MAX)),
    };
    record(dir, &delivery, &recall.delivered(), log);
}

/// One handing-over of lessons to a model: when, to whom, and how much text it was.
pub struct Delivery<'a> {
    pub moment: Event,
    pub agent: &'a str,
    pub session: Option<&'a str>,
    pub tool: Option<&'a str>,
    pub project: Option<&'a str>,
    pub context_chars: Option<u32>,
}

/// Records that the lessons `delivered` (`(id, scope)`) reached the model of `session`: a hit is
/// a delivery. What the hook calls when it hands lessons over itself, and when a plugin says it
/// put a queued lesson into a model request.
pub fn record(dir: &Path, delivery: &Delivery<'_>, delivered: &[(String, String)], log: &dyn Fn(&str)) {
    let at = match clock::now() {
        Ok(at) => at,
        Err(e) => return log(&e.to_string()),
    };
    let session = delivery.session.unwrap_or("unknown-session").to_string();
    let hits: Vec<Hit> = delivered
        .iter()
        .filter_map(|(id, scope)| {
            Some(Hit {
                lesson: id.clone().try_into().ok()?,
                at,
                session: session.clone(),
                agent: delivery.agent.to_string(),
                event: delivery.moment,
                scope: scope.clone(),
                tool: delivery.tool.map(str::to_string),
                project: delivery.project.map(str::to_string),
                context_chars: delivery.context_chars,
            })
        })
        .collect();
    if hits.is_empty() {
        return;
    }
    if let Err(e) = hits::record(dir, &hits) {
        log(&format!("could not record hits: {e}"));
    }
}
