# Every target installs dependencies first when node_modules is missing or older than the lock file.
SHARED ?= ../shared
INSTALLED := node_modules/.package-lock.json

.PHONY: install generate check test format build pack bench clean

install: $(INSTALLED)

$(INSTALLED): package.json package-lock.json runtime/package.json $(wildcard generated/*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

# The README's computed figures (tool counts, token sizes) follow the generated definitions.
generate: install
	npx toolgen generate
	npx tsx test/support/readme-figures.ts --write

check: install
	TOOLGEN_UPSTREAM=$(abspath $(SHARED))/upstream npx toolgen generate --check
	npx toolgen check-docs $(SHARED)/spec-docs

# Bindings are always resolved against $(SHARED)/upstream here: a missing folder fails the run instead of being skipped.
test: install
	TOOLGEN_UPSTREAM=$(abspath $(SHARED))/upstream npx toolgen generate --check
	npm run -s format:check
	npx tsc --noEmit -p tsconfig.json
	TOOLGEN_SHARED=$(SHARED) TOOLGEN_UPSTREAM=$(abspath $(SHARED))/upstream npx vitest run

format: install
	npm run -s format

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
	npx tsx bench/soak.ts

clean:
	rm -rf runtime/dist generated/*/dist .toolgen-cache packs
