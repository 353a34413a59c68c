#!/usr/bin/env bash
# Rebuilds the TeX fixtures of test/extract/producers.test.ts from their sources (body.tex is shared).
# Needs Debian's texlive-latex-base, texlive-latex-recommended, texlive-fonts-recommended, lmodern,
# texlive-luatex, texlive-xetex, texinfo and tex-gyre; CI uses the committed PDFs and needs none of them.
# Made with TeX Live 2022 (Debian 12); SOURCE_DATE_EPOCH pins the dates (pdfTeX and LuaTeX rebuild byte-identical).
set -euo pipefail
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=1795392000 FORCE_SOURCE_DATE=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$out" pdftex-t1.tex >/dev/null
pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$out" pdftex-ot1.tex >/dev/null
lualatex -interaction=nonstopmode -halt-on-error -output-directory="$out" luatex.tex >/dev/null
xelatex -interaction=nonstopmode -halt-on-error -output-directory="$out" xetex.tex >/dev/null
# Twice, for the table of contents and the cross-references.
for f in docbook spec; do
  pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$out" "$f.tex" >/dev/null
  pdflatex -interaction=nonstopmode -halt-on-error -output-directory="$out" "$f.tex" >/dev/null
done
(cd "$out" && texi2pdf -q -o texinfo.pdf "$OLDPWD/texinfo.texi" >/dev/null)
cp "$out"/{pdftex-t1,pdftex-ot1,luatex,xetex,texinfo,docbook,spec}.pdf .
