//! The charts, drawn to SVG by the `plotters` crate: bars side by side for each category, one
//! colour a run, each bar with its 95 % interval as an error bar.

use plotters::coord::combinators::BindKeyPoints;
use plotters::prelude::*;

use crate::stats::Estimate;

/// The colours of the runs, in order: dark enough for text-sized marks on white (WCAG 3:1 for
/// graphics), and told apart without colour by the legend's order and the table.
pub const COLOURS: [(u8, u8, u8); 6] = [
    (0x1f, 0x5f, 0xa8),
    (0xb3, 0x4d, 0x0b),
    (0x2e, 0x7d, 0x32),
    (0x7b, 0x3f, 0x9e),
    (0x8a, 0x6d, 0x00),
    (0x00, 0x7a, 0x87),
];

/// The width and height of a chart, in SVG pixels.
pub const SIZE: (u32, u32) = (720, 340);

/// A category's width on the x axis.
const SPAN: i32 = 1000;

/// One series of bars: a run's figures, one a category (`None`: no figure).
pub struct Series<'a> {
    /// Its name, in the legend.
    pub name: &'a str,
    /// Its colour.
    pub colour: (u8, u8, u8),
    /// Its figures.
    pub values: &'a [Option<Estimate>],
}

/// Bars side by side for each of `categories`, a series each, with their intervals, scaled
/// by `scale` (100 for per cent); the y axis is described by `unit`.
///
/// # Errors
///
/// When plotters cannot draw (it always can into a string).
pub fn bars(
    categories: &[String],
    series: &[Series<'_>],
    scale: f64,
    unit: &str,
) -> Result<String, String> {
    let n = categories.len().max(1);
    let k = series.len().max(1);
    let mut low = 0.0f64;
    let mut high = 0.0f64;
    for e in series.iter().flat_map(|s| s.values.iter().flatten()) {
        for v in [Some(e.value), e.low, e.high].into_iter().flatten() {
            low = low.min(v * scale);
            high = high.max(v * scale);
        }
    }
    if high - low < 1e-9 {
        high = low + 1.0;
    }
    let pad = (high - low) * 0.08;
    let (low, high) = (if low < 0.0 { low - pad } else { 0.0 }, high + pad);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        // The legend on a strip above the chart: a swatch and the name of each series.
        let (legend, root) = root.split_vertically(28);
        let mut x = 84;
        for s in series {
            let (r, g, b) = s.colour;
            legend
                .draw(&Rectangle::new(
                    [(x, 8), (x + 14, 22)],
                    RGBColor(r, g, b).filled(),
                ))
                .map_err(|e| e.to_string())?;
            legend
                .draw(&Text::new(
                    s.name.to_owned(),
                    (x + 20, 8),
                    ("sans-serif", 14)
                        .into_font()
                        .color(&RGBColor(0x22, 0x22, 0x22)),
                ))
                .map_err(|e| e.to_string())?;
            x += 40 + 8 * i32::try_from(s.name.chars().count()).unwrap_or(20);
        }
        // The x axis in thousandths of a category, the labels at the categories' centres.
        let n = i32::try_from(n).map_err(|e| e.to_string())?;
        let centres: Vec<i32> = (0..n).map(|i| i * SPAN + SPAN / 2).collect();
        let mut chart = ChartBuilder::on(&root)
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(72)
            .build_cartesian_2d((0..n * SPAN).with_key_points(centres), low..high)
            .map_err(|e| e.to_string())?;
        let label = |x: &i32| {
            let i = usize::try_from(x / SPAN).unwrap_or(0);
            categories.get(i).cloned().unwrap_or_default()
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(RGBColor(0xe4, 0xe4, 0xe4))
            .bold_line_style(RGBColor(0xc8, 0xc8, 0xc8))
            .axis_style(RGBColor(0x33, 0x33, 0x33))
            .x_label_formatter(&label)
            .y_label_formatter(&|y| format!("{y:.1}"))
            .y_desc(unit)
            .label_style(("sans-serif", 14, &RGBColor(0x22, 0x22, 0x22)))
            .axis_desc_style(("sans-serif", 14, &RGBColor(0x22, 0x22, 0x22)))
            .draw()
            .map_err(|e| e.to_string())?;
        let k = i32::try_from(k).map_err(|e| e.to_string())?;
        let width = SPAN * 8 / 10 / k;
        for (j, s) in (0..).zip(series) {
            let (r, g, b) = s.colour;
            let colour = RGBColor(r, g, b);
            for (i, e) in (0..).zip(s.values) {
                let Some(e) = e else { continue };
                let x0 = i * SPAN + SPAN / 10 + j * width;
                let x1 = x0 + width * 86 / 100;
                let mid = (x0 + x1) / 2;
                chart
                    .draw_series(std::iter::once(Rectangle::new(
                        [(x0, 0.0), (x1, e.value * scale)],
                        colour.filled(),
                    )))
                    .map_err(|e| e.to_string())?;
                if let (Some(lo), Some(hi)) = (e.low, e.high) {
                    chart
                        .draw_series(std::iter::once(ErrorBar::new_vertical(
                            mid,
                            lo * scale,
                            e.value * scale,
                            hi * scale,
                            BLACK.stroke_width(2),
                            10,
                        )))
                        .map_err(|e| e.to_string())?;
                }
            }
        }
        if low < 0.0 {
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(0, 0.0), (n * SPAN, 0.0)],
                    BLACK.stroke_width(1),
                )))
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_is_an_svg_with_a_bar_and_an_error_bar_for_each_figure() {
        let values = [
            Some(Estimate {
                value: 2.0,
                low: Some(1.0),
                high: Some(3.0),
            }),
            Some(Estimate {
                value: -1.5,
                low: None,
                high: None,
            }),
            None,
        ];
        let svg = bars(
            &["forehand".into(), "dealer".into(), "none".into()],
            &[Series {
                name: "a run",
                colour: COLOURS[0],
                values: &values,
            }],
            1.0,
            "chips",
        )
        .expect("a chart");
        assert!(svg.starts_with("<svg"), "{}", &svg[..40]);
        assert!(svg.contains("forehand") && svg.contains("dealer"));
        assert!(svg.contains("chips"));
        // The bars and the legend's swatch are filled with the run's colour.
        assert_eq!(svg.matches("fill=\"#1F5FA8\"").count(), 3, "{svg}");
        assert!(svg.contains("a run"));
    }
}
