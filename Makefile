# Every target installs dependencies first when node_modules is missing or older than the lock file.
SHARED ?= ../shared
INSTALLED := node_modules/.package-lock.json
# Bindings are resolved against $(SHARED)/upstream when it is there; a clone alone checks the rest (the tests that need
# it are skipped, saying so). .ci/run refuses to run without it.
UPSTREAM_ENV := $(if $(wildcard $(SHARED)/upstream),TOOLGEN_UPSTREAM=$(abspath $(SHARED))/upstream,)

.PHONY: install cli generate check test format build pack bench clean

install: $(INSTALLED)

# The lock file pins each package's integrity, so a tarball in npm's cache is used without asking the registry again.
$(INSTALLED): package.json package-lock.json runtime/package.json $(wildcard generated/*/package.json)
	npm ci --no-audit --no-fund --prefer-offline
	@touch $@

# The CLI as one bundle (generator/bin/bundle.js), with the generated kits its commands run and code mode's worker:
# it starts without the TypeScript loader that `npx toolgen` (the bin) runs the sources through. Built afresh by each
# target that uses it, and again after `generate` writes new kits, so it is never older than the sources; only
# generate, check and test run it (the tests: test/support/cli.ts).
CLI := dist/cli/cli.js
BUNDLE := node generator/bin/bundle.js
cli: install
	$(BUNDLE)

# The README's computed figures (tool counts, token sizes) follow the generated definitions.
generate: cli
	node $(CLI) generate
	npx tsx test/support/readme-figures.ts --write
	$(BUNDLE)

check: cli
	$(UPSTREAM_ENV) node $(CLI) generate --check
	node $(CLI) check-docs

test: cli
	@# The output check, the format check and the type-check only read: they run side by side, and any one failing
	@# fails the target. The format check, the longest of them on one thread, runs as its two halves.
	$(UPSTREAM_ENV) node $(CLI) generate --check & check=$$!; npm run -s format:check:sources & sources=$$!; \
	  npm run -s format:check:tests & tests=$$!; npm run -s typecheck; types=$$?; \
	  wait $$check && wait $$sources && wait $$tests && exit $$types
	TOOLGEN_SHARED=$(SHARED) $(UPSTREAM_ENV) TOOLGEN_CLI=$(CLI) npx vitest run

format: install
	npm run -s format

# The runtime's declarations are emitted unchecked (make test's type-check covers its sources, with the same options);
# each kit's build type-checks the kit against the runtime's declarations, as a consumer compiles it.
build: install
	npm run build --workspace runtime
	npm run build --workspace generated/content-api --workspace generated/messaging

# The release artefacts: the runtime's and both kits' tarballs, built fresh into $(PACKS) (made here, emptied first).
PACKS ?= packs
pack: build
	rm -rf $(PACKS)
	mkdir -p $(PACKS)
	npm pack --silent --pack-destination $(PACKS) --workspace runtime --workspace generated/content-api --workspace generated/messaging
	@ls $(PACKS)

bench: install
	npx tsx bench/run.ts
	npx tsx bench/retrieval-report.ts
	npx tsx bench/search-robustness.ts
	npx tsx bench/soak.ts

clean:
	rm -rf dist/cli runtime/dist generated/*/dist packs
