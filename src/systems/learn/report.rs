//! `agent-trace report`: one self-contained HTML page of what the lessons did. Inline SVG and CSS,
//! no script and no request: its Content-Security-Policy allows neither, so a lesson's text that
//! got past the escaping still could not run or call anywhere.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::effect::{EffectVerdict, LessonEffect};
use crate::model::Timestamp;
use crate::model::text;

/// The most days the deliveries charts show, back from the last delivery, and the fewest.
const DAYS_SHOWN: i64 = 90;
const DAYS_AT_LEAST: i64 = 28;

/// The days (since the epoch) the deliveries charts cover: the first and the last.
fn window(deliveries: &[(Timestamp, &str)]) -> Option<(i64, i64)> {
    let days = deliveries.iter().map(|(at, _)| at.as_seconds().div_euclid(86_400));
    let last = days.clone().max()?;
    let first = days.min().unwrap_or(last).clamp(last - DAYS_SHOWN + 1, last - DAYS_AT_LEAST + 1);
    Some((first, last))
}

/// What the page shows.
pub struct Report<'a> {
    pub generated: Timestamp,
    pub project: Option<String>,
    pub effects: &'a [LessonEffect],
    /// Every recorded delivery of a lesson: when, and which.
    pub deliveries: Vec<(Timestamp, &'a str)>,
    /// The flags of the last scan per rule, those marked wrong left out.
    pub flags: BTreeMap<String, usize>,
    /// The candidates waiting for a person: id, text, the flags behind each.
    pub candidates: Vec<(String, String, usize)>,
    pub sessions: usize,
}

/// Text from a lesson, a flag or a file, made safe to put into HTML.
fn escape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for c in text::printable(raw).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#222;padding:0 1em}\
h1{font-size:1.5em}h2{font-size:1.15em;margin-top:2em;border-bottom:1px solid #ddd}\
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:4px 8px;border-bottom:1px solid #eee;vertical-align:middle}\
th{font-weight:600}.n{text-align:right;font-variant-numeric:tabular-nums}code{font-size:.95em}\
.v{padding:1px 6px;border-radius:3px;font-size:.9em}.helping{background:#d8f3dc}.not_helping{background:#ffd6d6}\
.stale{background:#eee}.no_evidence{background:#fff3c4}.legend span{display:inline-block;width:10px;height:10px;margin:0 4px 0 12px}\
.muted{color:#666}";

/// The whole page.
pub fn html(r: &Report<'_>) -> String {
    let mut page = String::new();
    let title = match &r.project {
        Some(project) => format!("agent-trace: lessons of {}", escape(project)),
        None => "agent-trace: lessons".to_string(),
    };
    let _ = write!(
        page,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><style>{STYLE}</style></head><body>\n<h1>{title}</h1>\n\
         <p class=\"muted\">Made {} from {} scanned sessions and {} recorded deliveries. \
         How each figure is measured: <code>agent-trace lessons stats</code> and the book's chapter \
         &ldquo;Does a lesson work?&rdquo;.</p>\n",
        r.generated,
        r.sessions,
        r.deliveries.len()
    );
    lessons_section(&mut page, r.effects, &r.deliveries);
    deliveries_section(&mut page, &r.deliveries);
    flags_section(&mut page, &r.flags);
    candidates_section(&mut page, &r.candidates);
    stale_section(&mut page, r.effects);
    page.push_str("</body></html>\n");
    page
}

fn lessons_section(page: &mut String, effects: &[LessonEffect], deliveries: &[(Timestamp, &str)]) {
    page.push_str("<h2 id=\"lessons\">Mistakes with each lesson and without</h2>\n");
    if effects.is_empty() {
        page.push_str("<p>No lessons yet.</p>\n");
        return;
    }
    page.push_str(
        "<p class=\"legend\">The share of relevant calls (or turns) that went wrong:\
         <span style=\"background:#2b6cb0\"></span>in sessions that received the lesson\
         <span style=\"background:#a0aec0\"></span>in those that did not</p>\n\
         <table><tr><th>Lesson</th><th>Verdict</th><th class=\"n\">Deliveries</th><th>Per week</th>\
         <th>Rates</th><th class=\"n\">With</th><th class=\"n\">Without</th></tr>\n",
    );
    let window = window(deliveries);
    for e in effects {
        let verdict: &str = e.verdict.into();
        let c = &e.counts;
        let _ = writeln!(
            page,
            "<tr><td><code>{}</code> {}</td><td><span class=\"v {verdict}\" title=\"{}\">{verdict}</span></td>\
             <td class=\"n\">{}</td><td>{}</td><td>{}</td><td class=\"n\">{}/{}</td><td class=\"n\">{}/{}</td></tr>",
            escape(&e.id),
            escape(&text::shorten(&e.text, 90)),
            escape(&e.why),
            c.deliveries,
            window.map(|w| weekly(deliveries, &e.id, w)).unwrap_or_default(),
            rate_bars(e.rate_with, e.rate_without),
            c.mistakes_with,
            c.relevant_with,
            c.mistakes_without,
            c.relevant_without
        );
    }
    page.push_str("</table>\n");
}

/// A lesson's deliveries per week over the charts' window, as small columns.
fn weekly(deliveries: &[(Timestamp, &str)], id: &str, (first, last): (i64, i64)) -> String {
    let mut weeks = vec![0usize; ((last - first) / 7 + 1) as usize];
    for (at, _) in deliveries.iter().filter(|(_, lesson)| *lesson == id) {
        let day = at.as_seconds().div_euclid(86_400);
        if day >= first {
            weeks[((day - first) / 7) as usize] += 1;
        }
    }
    let most = weeks.iter().copied().max().unwrap_or(0).max(1);
    let mut svg =
        format!("<svg width=\"{}\" height=\"20\" role=\"img\" aria-label=\"deliveries per week\">", 5 * weeks.len());
    for (n, count) in weeks.iter().enumerate() {
        let height = (*count as f64 / most as f64 * 18.0).round().max(if *count > 0 { 1.0 } else { 0.0 });
        let _ = write!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"4\" height=\"{height}\" fill=\"#2b6cb0\"><title>{count}</title></rect>",
            5 * n,
            19.0 - height
        );
    }
    svg + "<line x1=\"0\" y1=\"19.5\" x2=\"100%\" y2=\"19.5\" stroke=\"#ccc\"/></svg>"
}

/// Two bars, the rate with the lesson over the rate without, each labelled.
fn rate_bars(with: Option<f64>, without: Option<f64>) -> String {
    let bar = |y: u32, rate: Option<f64>, colour: &str| match rate {
        Some(rate) => format!(
            "<rect x=\"0\" y=\"{y}\" width=\"{:.1}\" height=\"10\" fill=\"{colour}\"/>\
             <text x=\"164\" y=\"{}\" font-size=\"10\">{:.0}%</text>",
            rate * 160.0,
            y + 9,
            rate * 100.0
        ),
        None => format!("<text x=\"0\" y=\"{}\" font-size=\"10\" fill=\"#888\">no calls</text>", y + 9),
    };
    format!(
        "<svg width=\"200\" height=\"26\" role=\"img\" aria-label=\"rates\">{}{}</svg>",
        bar(1, with, "#2b6cb0"),
        bar(14, without, "#a0aec0")
    )
}

fn deliveries_section(page: &mut String, deliveries: &[(Timestamp, &str)]) {
    page.push_str("<h2 id=\"deliveries\">Deliveries over time</h2>\n");
    let Some((first, last)) = window(deliveries) else {
        page.push_str("<p>No lesson has been delivered on this machine yet.</p>\n");
        return;
    };
    let mut per_day = vec![0usize; (last - first + 1) as usize];
    for (at, _) in deliveries {
        let day = at.as_seconds().div_euclid(86_400);
        if day >= first {
            per_day[(day - first) as usize] += 1;
        }
    }
    let most = per_day.iter().copied().max().unwrap_or(1).max(1);
    let width = 8 * per_day.len() as u32 + 60;
    let mut svg = format!(
        "<svg width=\"{width}\" height=\"150\" role=\"img\" aria-label=\"deliveries per day\">\
         <text x=\"0\" y=\"12\" font-size=\"10\">{most}</text><text x=\"0\" y=\"122\" font-size=\"10\">0</text>\
         <line x1=\"30\" y1=\"120\" x2=\"{}\" y2=\"120\" stroke=\"#999\"/>",
        width - 10
    );
    for (n, count) in per_day.iter().enumerate() {
        let height = (*count as f64 / most as f64 * 100.0).round();
        let _ = write!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"6\" height=\"{height}\" fill=\"#2b6cb0\"><title>{count}</title></rect>",
            32 + 8 * n,
            120.0 - height
        );
    }
    let day = |d: i64| Timestamp::from_seconds(d * 86_400).map(|t| t.day("%Y-%m-%d")).unwrap_or_default();
    let _ = write!(
        svg,
        "<text x=\"30\" y=\"138\" font-size=\"10\">{}</text><text x=\"{}\" y=\"138\" font-size=\"10\" \
         text-anchor=\"end\">{}</text></svg>",
        day(first),
        width - 10,
        day(last)
    );
    let lessons: std::collections::BTreeSet<&str> = deliveries.iter().map(|(_, id)| *id).collect();
    let _ = writeln!(
        page,
        "<p>{} deliveries of {} lessons, per day{}.</p>\n{svg}",
        deliveries.len(),
        lessons.len(),
        if last - first + 1 == DAYS_SHOWN { format!(" (the last {DAYS_SHOWN} days)") } else { String::new() }
    );
}

/// A horizontal bar chart of labelled counts, largest first.
fn bar_chart(rows: &[(&str, usize)]) -> String {
    let most = rows.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    let mut svg =
        format!("<svg width=\"560\" height=\"{}\" role=\"img\" aria-label=\"counts\">", 18 * rows.len() as u32 + 4);
    for (n, (label, count)) in rows.iter().enumerate() {
        let y = 18 * n as u32 + 2;
        let _ = write!(
            svg,
            "<text x=\"0\" y=\"{}\" font-size=\"11\">{}</text><rect x=\"170\" y=\"{y}\" width=\"{:.1}\" \
             height=\"13\" fill=\"#c05621\"/><text x=\"{:.1}\" y=\"{}\" font-size=\"11\">{count}</text>",
            y + 11,
            escape(label),
            *count as f64 / most as f64 * 330.0,
            *count as f64 / most as f64 * 330.0 + 176.0,
            y + 11
        );
    }
    svg + "</svg>"
}

fn flags_section(page: &mut String, flags: &BTreeMap<String, usize>) {
    page.push_str("<h2 id=\"flags\">Top flags</h2>\n");
    if flags.is_empty() {
        page.push_str("<p>No flags: run <code>agent-trace scan</code>.</p>\n");
        return;
    }
    let mut rows: Vec<(&str, usize)> = flags.iter().map(|(rule, n)| (rule.as_str(), *n)).collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    rows.truncate(10);
    let _ = writeln!(
        page,
        "<p>What the last scan flagged, per rule ({} in all).</p>\n{}",
        flags.values().sum::<usize>(),
        bar_chart(&rows)
    );
}

fn candidates_section(page: &mut String, candidates: &[(String, String, usize)]) {
    page.push_str("<h2 id=\"candidates\">Candidates waiting for review</h2>\n");
    if candidates.is_empty() {
        page.push_str("<p>None waiting.</p>\n");
        return;
    }
    page.push_str(
        "<p>Review them with <code>agent-trace lessons review</code>.</p>\n\
         <table><tr><th>Candidate</th><th class=\"n\">Flags behind it</th></tr>\n",
    );
    for (id, text, flags) in candidates {
        let _ = writeln!(
            page,
            "<tr><td><code>{}</code> {}</td><td class=\"n\">{flags}</td></tr>",
            escape(id),
            escape(&text::shorten(text, 110))
        );
    }
    page.push_str("</table>\n");
}

fn stale_section(page: &mut String, effects: &[LessonEffect]) {
    page.push_str("<h2 id=\"stale\">Stale lessons</h2>\n");
    let stale: Vec<&LessonEffect> = effects.iter().filter(|e| e.verdict == EffectVerdict::Stale).collect();
    if stale.is_empty() {
        page.push_str("<p>None: every lesson was relevant recently, or is too new to say.</p>\n");
        return;
    }
    page.push_str("<p>Nothing they are about happened lately where they apply: retire them in <code>agent-trace lessons review</code>.</p>\n<ul>\n");
    for e in stale {
        let _ =
            writeln!(page, "<li><code>{}</code> {} &mdash; {}</li>", escape(&e.id), escape(&e.text), escape(&e.why));
    }
    page.push_str("</ul>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_from_a_lesson_cannot_open_a_tag_or_leave_an_attribute() {
        assert_eq!(escape("<script>alert(1)</script>\"'&"), "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;");
    }
}
