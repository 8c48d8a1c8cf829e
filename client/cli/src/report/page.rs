//! The report's page: one HTML document with everything inline (styles, SVG charts), so that
//! it opens offline from a file. Every chart sits in a `figure` with its caption, a legend and
//! a table of its numbers beside it; the chart is an image named by the caption and described
//! by the table.

use std::fmt::Write as _;

use poch_engine::Rules;

use super::chart::{self, COLOURS, Series};
use super::{CHARTS, ChartSpec, Key, ReportError, Run, Section, Unit, categories};
use crate::stats::Estimate;

const STYLE: &str = "\
:root{color-scheme:light;--ink:#1a1a1a;--muted:#4a4a4a;--rule:#d0d0d0;--bg:#ffffff}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header,main{max-width:1200px;margin:0 auto;padding:0 1rem}
header{padding-top:1rem}
h1{font-size:1.7rem;margin:.5rem 0}
h2{font-size:1.35rem;margin:2rem 0 .5rem;border-bottom:2px solid var(--rule)}
p.lead,.note{color:var(--muted)}
a{color:#0b4f8a}
table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:.25rem 0}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border-bottom:1px solid var(--rule);padding:.2rem .5rem;text-align:right;vertical-align:top}
th[scope=row],thead th:first-child,td.t,th.t{text-align:left}
td .ci{color:var(--muted);white-space:nowrap}
td .v{white-space:nowrap}
figure.chart{margin:1.25rem 0;display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:.5rem 1.25rem;align-items:start}
figure.chart figcaption{grid-column:1/-1}
figure.chart .plot svg{width:100%;height:auto;display:block}
div.scroll{overflow-x:auto;max-width:100%}
div.scroll:focus{outline:2px solid #0b4f8a}
.swatch{display:inline-block;width:.9rem;height:.9rem;border-radius:2px;vertical-align:-.1rem}
nav ul{columns:2;padding-left:1.2rem}
@media (max-width:800px){figure.chart{grid-template-columns:minmax(0,1fr)}nav ul{columns:1}th,td{padding:.2rem .3rem}}
";

/// Text for HTML (elements and attributes).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
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

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// How a chart's figures are shown: the scale, the decimals and the axis' words.
fn unit_of(unit: Unit, difference: bool) -> (f64, usize, &'static str) {
    match (unit, difference) {
        (Unit::Percent, false) => (100.0, 1, "per cent"),
        (Unit::Percent, true) => (100.0, 1, "percentage points"),
        (Unit::Chips, _) => (1.0, 2, "chips"),
        (Unit::Deals, _) => (1.0, 2, "deals"),
    }
}

fn number(x: f64, decimals: usize, signed: bool) -> String {
    if signed {
        format!("{x:+.decimals$}")
    } else {
        format!("{x:.decimals$}")
    }
}

/// A figure in a table cell: the value and its interval.
fn cell(e: Option<&Estimate>, scale: f64, decimals: usize, signed: bool) -> String {
    match e {
        None => "<td>—</td>".to_owned(),
        Some(e) => {
            let interval = match (e.low, e.high) {
                (Some(lo), Some(hi)) => format!(
                    " <span class=\"ci\">[{}, {}]</span>",
                    number(lo * scale, decimals, signed),
                    number(hi * scale, decimals, signed)
                ),
                _ => " <span class=\"ci\">[no interval]</span>".to_owned(),
            };
            format!(
                "<td><span class=\"v\">{}</span>{interval}</td>",
                number(e.value * scale, decimals, signed)
            )
        }
    }
}

/// The SVG of a chart, made an image named by the caption and described by the table.
fn accessible_svg(svg: &str, id: &str, categories: usize) -> String {
    svg.replacen(
        "<svg ",
        &format!(
            "<svg role=\"img\" aria-labelledby=\"{id}-caption\" aria-describedby=\"{id}-table\" \
             data-categories=\"{categories}\" "
        ),
        1,
    )
}

/// A column of a chart's table and a series of its bars: a name, a colour and the figures.
type Column = (String, (u8, u8, u8), Vec<Option<Estimate>>);

struct Figure<'a> {
    id: String,
    title: String,
    what: String,
    spec: &'a ChartSpec,
    keys: &'a [Key],
    /// The column headings and the series (a run each, or one difference).
    series: Vec<Column>,
    difference: bool,
}

/// Writes the figure into the page; answers its chart alone, as a standalone SVG file (its
/// title inside).
fn figure(out: &mut String, f: &Figure<'_>) -> Result<String, ReportError> {
    let (scale, decimals, unit) = unit_of(f.spec.unit, f.difference);
    let labels: Vec<String> = f.keys.iter().map(|k| k.label.clone()).collect();
    let series: Vec<Series<'_>> = f
        .series
        .iter()
        .map(|(name, colour, values)| Series {
            name,
            colour: *colour,
            values,
        })
        .collect();
    let svg = chart::bars(&labels, &series, scale, unit).map_err(ReportError)?;
    let id = &f.id;
    let _ = write!(
        out,
        "<figure class=\"chart\" id=\"{id}\">\n<figcaption id=\"{id}-caption\"><strong>{}</strong>. \
         {} Bars: {unit}; the lines on them: 95&nbsp;% intervals.</figcaption>\n<div class=\"plot\">\n",
        escape(&f.title),
        escape(&f.what),
    );
    let _ = write!(
        out,
        "{}\n</div>\n<div class=\"scroll\" tabindex=\"0\" role=\"region\" \
         aria-label=\"{}: the numbers\">\n<table id=\"{id}-table\">\n<caption>{}: the numbers \
         ({unit}, 95&nbsp;% interval in brackets)</caption>\n<thead><tr><th scope=\"col\">{}</th>",
        accessible_svg(&svg, id, labels.len()),
        escape(&f.title),
        escape(&f.title),
        escape(f.spec.category),
    );
    // The figures' columns name their series, with its colour: the table is the legend too.
    for (name, colour, _) in &f.series {
        let _ = write!(
            out,
            "<th scope=\"col\"><span class=\"swatch\" style=\"background:{}\"></span> {}</th>",
            hex(*colour),
            escape(name)
        );
    }
    if f.difference {
        out.push_str("<th scope=\"col\">Reading</th>");
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (i, label) in labels.iter().enumerate() {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", escape(label));
        for (_, _, values) in &f.series {
            out.push_str(&cell(
                values.get(i).and_then(Option::as_ref),
                scale,
                decimals,
                f.difference,
            ));
        }
        if f.difference {
            let reading = match f.series.first().and_then(|s| s.2.get(i)).and_then(|e| *e) {
                Some(Estimate { low: Some(lo), .. }) if lo > 0.0 => "higher",
                Some(Estimate {
                    low: Some(_),
                    high: Some(hi),
                    ..
                }) if hi < 0.0 => "lower",
                Some(Estimate {
                    low: Some(_),
                    high: Some(_),
                    ..
                }) => "no clear difference",
                Some(_) | None => "—",
            };
            let _ = write!(out, "<td>{reading}</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</div>\n</figure>\n");
    let names: Vec<&str> = f.series.iter().map(|(name, _, _)| name.as_str()).collect();
    let title = format!("{} ({}; 95 % intervals)", f.title, names.join(", "));
    Ok(svg.replacen(">", &format!(">\n<title>{}</title>", escape(&title)), 1))
}

/// A report: its page, and each chart alone as SVG (its figure's id, and the SVG).
#[derive(Clone, Debug)]
pub struct Page {
    /// The HTML document.
    pub html: String,
    /// The charts, in page order.
    pub charts: Vec<(String, String)>,
}

/// What a run's rules are, as the switches that differ from `base` (and the deal limit).
fn switches(rules: &str, base: &Rules) -> String {
    let (Ok(serde_json::Value::Object(mine)), Ok(serde_json::Value::Object(theirs))) = (
        serde_json::from_str::<serde_json::Value>(rules),
        serde_json::to_value(base),
    ) else {
        return rules.to_owned();
    };
    let differ: Vec<String> = mine
        .iter()
        .filter(|(name, value)| name.as_str() == "max_deals" || theirs.get(*name) != Some(value))
        .map(|(name, value)| {
            let value = value
                .as_str()
                .map_or_else(|| value.to_string(), str::to_owned);
            format!("{name}={value}")
        })
        .collect();
    differ.join(", ")
}

/// The page of `runs`, titled `title`.
///
/// # Errors
///
/// No run, or a chart that cannot be drawn.
pub fn render(title: &str, runs: &[Run]) -> Result<Page, ReportError> {
    let first = runs
        .first()
        .ok_or_else(|| ReportError("no run to report".into()))?;
    let mut out = String::with_capacity(1 << 20);
    let mut charts = Vec::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>{}</h1>\n\
         <p class=\"lead\">A report of <code>poch report</code> (poch {}): {} run{} of Poch matches \
         between bots, each chart with its 95&nbsp;% intervals and its numbers in the table \
         beside it.</p>\n</header>\n<main>\n",
        escape(title),
        escape(title),
        env!("CARGO_PKG_VERSION"),
        runs.len(),
        if runs.len() == 1 { "" } else { "s" },
    );

    // The runs.
    out.push_str(
        "<section aria-labelledby=\"runs\">\n<h2 id=\"runs\">The runs</h2>\n<div class=\"scroll\" \
         tabindex=\"0\" role=\"region\" aria-label=\"What each run played\">\n<table>\n<caption>What \
         each run played (rules: the switches that differ from classic, and the deal limit)\
         </caption>\n<thead><tr><th scope=\"col\">Run</th><th scope=\"col\">Source</th>\
         <th scope=\"col\">Matches</th><th scope=\"col\">Deals</th><th scope=\"col\" class=\"t\">Bots\
         </th><th scope=\"col\" class=\"t\">Rules</th></tr></thead>\n<tbody>\n",
    );
    for (j, run) in runs.iter().enumerate() {
        let rules: Vec<String> = run
            .rules
            .iter()
            .map(|r| switches(r, &Rules::CLASSIC))
            .collect();
        let bots: Vec<&str> = run.bots.iter().map(String::as_str).collect();
        let _ = writeln!(
            out,
            "<tr><th scope=\"row\"><span class=\"swatch\" style=\"background:{}\"></span> {}</th>\
             <td class=\"t\">{}</td><td>{}</td><td>{}</td><td class=\"t\">{}</td><td class=\"t\">{}</td></tr>",
            hex(COLOURS[j % COLOURS.len()]),
            escape(&run.label),
            escape(&run.source),
            run.matches(),
            run.deals,
            escape(&bots.join(", ")),
            escape(&rules.join(" | ")),
        );
    }
    out.push_str("</tbody>\n</table>\n</div>\n");
    for other in &runs[1..] {
        let how = if first.pairs_with(other) {
            format!(
                "{} and {} play the same {} matches (the same seed for every match): their \
                 differences are paired, match by match.",
                first.label,
                other.label,
                first.matches()
            )
        } else {
            format!(
                "{} and {} are not the same matches: their differences are those of \
                 independent runs.",
                first.label, other.label
            )
        };
        let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(&how));
    }
    out.push_str("</section>\n");

    // The contents.
    out.push_str("<nav aria-labelledby=\"contents\">\n<h2 id=\"contents\">Charts</h2>\n<ul>\n");
    for spec in &CHARTS {
        let _ = writeln!(
            out,
            "<li><a href=\"#{}\">{}</a></li>",
            spec.id,
            escape(spec.title)
        );
    }
    out.push_str("<li><a href=\"#method\">How the figures are computed</a></li>\n</ul>\n</nav>\n");

    // The sections and their charts.
    for section in Section::ALL {
        let heading = format!("section-{}", section as u8);
        let _ = write!(
            out,
            "<section aria-labelledby=\"{heading}\">\n<h2 id=\"{heading}\">{}</h2>\n",
            escape(section.title())
        );
        for spec in CHARTS.iter().filter(|c| c.section == section) {
            let keys = categories(runs, spec.id);
            if keys.is_empty() {
                let _ = writeln!(
                    out,
                    "<p class=\"note\" id=\"{}\">{}: no figure in these runs.</p>",
                    spec.id,
                    escape(spec.title)
                );
                continue;
            }
            let series = runs
                .iter()
                .enumerate()
                .map(|(j, run)| {
                    (
                        run.label.clone(),
                        COLOURS[j % COLOURS.len()],
                        keys.iter().map(|k| run.estimate(k)).collect(),
                    )
                })
                .collect();
            let svg = figure(
                &mut out,
                &Figure {
                    id: spec.id.to_owned(),
                    title: spec.title.to_owned(),
                    what: spec.what.to_owned(),
                    spec,
                    keys: &keys,
                    series,
                    difference: false,
                },
            )?;
            charts.push((spec.id.to_owned(), svg));
            for (j, other) in runs.iter().enumerate().skip(1) {
                let name = format!("{} − {}", other.label, first.label);
                let values = keys.iter().map(|k| first.difference(other, k)).collect();
                let paired = if first.pairs_with(other) {
                    "paired by match"
                } else {
                    "independent runs"
                };
                let id = format!("{}-difference-{j}", spec.id);
                let svg = figure(
                    &mut out,
                    &Figure {
                        id: id.clone(),
                        title: format!("{}: {name}", spec.title),
                        what: format!(
                            "The difference of each figure above, {} less {} ({paired}): above \
                             zero where {} is higher.",
                            other.label, first.label, other.label
                        ),
                        spec,
                        keys: &keys,
                        series: vec![(name, (0x44, 0x44, 0x44), values)],
                        difference: true,
                    },
                )?;
                charts.push((id, svg));
            }
        }
        out.push_str("</section>\n");
    }

    out.push_str(
        "<section aria-labelledby=\"method\">\n<h2 id=\"method\">How the figures are computed</h2>\n\
         <p>Every figure is a ratio of sums over the matches of a run, Σy / Σx: chips won per deal \
         at a position are the net chips of the seats at that position over their deals; a share \
         is a count over a count; a mean is a sum over a count. The numbers are read from the \
         run's tables (matches, deals and seats, as <code>poch simulate --parquet</code> writes \
         them; records are replayed into the same rows).</p>\n\
         <p>The 95&nbsp;% interval is the normal approximation of a ratio estimator with the \
         matches as independent clusters (the deals and seats of one match are not independent): \
         the variance of R = Σy / Σx is Σ(y<sub>i</sub> − R x<sub>i</sub>)² / (n (n − 1) x̄²) over \
         the n matches, and the interval R ± 1.96 standard errors.</p>\n\
         <p>A difference between two runs of the same matches (the same seed for every match, as \
         <code>poch report --rules-a … --rules-b …</code> plays them) is paired: the same \
         formula over each match's difference of linearised terms, so that what the two rule \
         sets share from the same cards cancels. Between other runs the two variances add. \
         \u{201c}Higher\u{201d} and \u{201c}lower\u{201d} in a difference's table mean that its \
         interval lies wholly above or below zero.</p>\n</section>\n</main>\n</body>\n</html>\n",
    );
    Ok(Page { html: out, charts })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("<a href=\"x\">&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn switches_name_what_differs_from_classic() {
        let mut rules = Rules::CLASSIC;
        rules.middle_pot = poch_engine::Toggle::Off;
        let json = serde_json::to_string(&rules).expect("JSON");
        assert_eq!(
            switches(&json, &Rules::CLASSIC),
            "max_deals=none, middle_pot=off"
        );
    }
}
