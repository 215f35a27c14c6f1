"""One rule, one module: each names the checklist items (WFRP-NN) it implements."""
