"""The English words of the window beyond the core: the Pub Brag screens and the rules pages, merged
into the one catalog in `text`."""
