#!/usr/bin/env bash
# Sums the provenance scorer's measure tests (tests/it/provenance_measure.rs) into the totals
# docs/src/provenance.md reports: the development sets before the thirtieth, the thirtieth, and,
# with --held-out, the thirty-first. Each test prints its set's table; this adds them up.
# Precision and recall are exact counts, not averages of the printed two-decimal figures: a
# class's hits are its labelled calls less its misreads with that label.
#   scripts/measure-provenance.sh [--held-out] [--misreads FILE]
# --misreads FILE writes every development misread there, one a line, sorted (to diff two rounds).
set -euo pipefail
cd "$(dirname "$0")/.."
held_out=false
misreads=/dev/null
while [ $# -gt 0 ]; do
  case $1 in
    --held-out) held_out=true ;;
    --misreads) misreads=$2; shift ;;
    *) echo "usage: $0 [--held-out] [--misreads FILE]" >&2; exit 2 ;;
  esac
  shift
done

# Reads the tests' output; prints the totals under $1, and the misreads to $2.
tally() {
  awk -v title="$1" -v misreads="$2" '
    BEGIN { class[1] = "USER"; class[2] = "DOCUMENT" }
    # A failed floor repeats its table in the panic message: count each table once.
    /labelled calls$/ { skip = (previous ~ /below \[/); in_table = !skip; if (!skip) calls += $1 }
    in_table && /^(USER|DOCUMENT) +precision/ {
      match($0, /\(([0-9]+) predicted\)/); predicted[$1] += substr($0, RSTART + 1, RLENGTH - 12)
      match($0, /\(([0-9]+) labelled\)/); labelled[$1] += substr($0, RSTART + 1, RLENGTH - 11)
    }
    in_table && /^  .* call [0-9]+: / {
      wrong++; print substr($0, 3) > misreads
      for (n = 1; n <= 2; n++) if (index($0, ": " class[n] "→")) missed[class[n]]++
    }
    in_table && !/^  / && !/labelled calls$/ && !/precision/ && !/^misread/ { in_table = 0 }
    { previous = $0 }
    END {
      printf "%s: %d calls, %d misreads\n", title, calls, wrong
      for (n = 1; n <= 2; n++) {
        c = class[n]; hits = labelled[c] - missed[c]
        printf "  %-9s precision %.3f (%d of %d)  recall %.3f (%d of %d)\n", c,
          predicted[c] ? hits / predicted[c] : 1, hits, predicted[c],
          labelled[c] ? hits / labelled[c] : 1, hits, labelled[c]
      }
    }'
}

cargo test --release --quiet --test it --no-run
# A set below its floor fails its test but is still counted.
run() { cargo test --release --quiet --test it "$1" -- --nocapture --test-threads 2 "${@:2}" 2>&1 || true; }
if [ "$misreads" != /dev/null ]; then : > "$misreads"; fi
run the_local_scorer --skip thirtyfirst --skip thirtieth | tally "development sets before the thirtieth" "$misreads"
if [ "$misreads" != /dev/null ]; then sort -o "$misreads" "$misreads"; fi
run the_local_scorer_on_a_thirtieth_set | tally "thirtieth" /dev/null
if $held_out; then
  run the_local_scorer_on_a_thirtyfirst_set | tally "thirty-first (held out)" /dev/null
fi
