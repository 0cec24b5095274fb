//! `agent-trace report --out FILE.html`: the effect of each lesson, the deliveries over time, the
//! top flags, the candidates waiting and the stale lessons, as one page a browser opens offline.

use std::path::{Path, PathBuf};

use clap::Args;

use super::Failure;
use crate::files::{clock, home};
use crate::systems::learn::{self, effect, report};
use crate::systems::lessons::{self, store::Store};
use crate::systems::recall::hits;

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The page to write (one self-contained HTML file).
    #[arg(long, value_name = "FILE.html")]
    out: PathBuf,
    /// Add up teammates' `lessons stats --export` files with this machine's figures.
    #[arg(long = "import", value_name = "FILE", num_args = 1..)]
    imports: Vec<PathBuf>,
}

pub fn report(args: ReportArgs, cwd: &Path) -> Result<(), Failure> {
    let data = home::data_dir().map_err(lessons::Error::from)?;
    let effects = super::lessons::measure_effects(&data, cwd, &args.imports, effect::MIN_RELEVANT, effect::STALE_DAYS)?;
    let hits = hits::all(&data);
    let evidence = learn::harvest::Evidence::load(&data);
    let root = crate::files::project::Project::find(cwd).ok().flatten().map(|p| p.root().to_path_buf());
    let candidates = Store::candidates()?
        .load()?
        .lessons
        .iter()
        .filter(|l| !l.is_rejected())
        .filter(|l| root.as_deref().is_none_or(|root| evidence.learned_in(l.id.as_str(), root)))
        .map(|l| (l.id.to_string(), l.text.clone(), evidence.by_id.get(l.id.as_str()).map_or(0, Vec::len)))
        .collect();
    let page = report::html(&report::Report {
        generated: clock::now().map_err(lessons::Error::from)?,
        project: root.as_deref().and_then(Path::file_name).map(|n| n.to_string_lossy().into_owned()),
        effects: &effects.rows,
        deliveries: hits.iter().map(|h| (h.at, h.lesson.as_str())).collect(),
        flags: effects.flags_per_rule.clone(),
        candidates,
        sessions: effects.sessions,
    });
    crate::files::write_atomic_if_changed(&super::lessons::named_file(cwd, &args.out)?, page.as_bytes())?;
    outln!("wrote {} ({} lessons, {} deliveries)", args.out.display(), effects.rows.len(), hits.len());
    Ok(())
}
