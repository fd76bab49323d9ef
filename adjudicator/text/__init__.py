"""Everything a person reads: the message catalog (English, Chinese), hand diagrams, the
ruling as text, and the reports.  Nothing below this layer writes words for people."""
