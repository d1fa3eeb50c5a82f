//===- AtomicToOMP.cpp - OpenACC atomic and cache ------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.12: the atomic construct and its read, write, update
// and capture forms have the syntax and the meaning of OpenMP's (clang's
// Sema checks the statement forms of 2.12 for both). Not in the seed.
//
// Rules (every target: on multicore the gangs are host threads, which need
// the atomicity as much as GPU threads do):
// 1. atomic [read|write|update|capture] -> omp atomic with the same word;
//    atomic with no word is `update` (sec. 2.12), which OpenMP spells
//    without a word too, but accc writes it out.
// 2. The associated statement (an expression statement, or the compound
//    statement of a structured capture) is kept as written.
// 3. atomic if(c) (OpenACC 3.3): OpenMP's atomic has no if clause; clang
//    rejects `if` on atomic in C and C++ today, so it cannot reach here.
//
// Tests: test/Translate/atomic.c, atomic-update-capture.c, cache.c;
// test/Execution/atomic.c, atomic-update-capture.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

using namespace clang;

namespace accc::transform {

OMPNode lowerAtomic(const OpenACCAtomicConstruct *A) {
  OMPNode N;
  OMPDirective &D =
      N.Layers.emplace_back().Directive.emplace(OMPDirective{OMPWord::Atomic});
  OMPClauseKind Kind = OMPClauseKind::Update;
  switch (A->getAtomicKind()) {
  case OpenACCAtomicKind::Read:
    Kind = OMPClauseKind::Read;
    break;
  case OpenACCAtomicKind::Write:
    Kind = OMPClauseKind::Write;
    break;
  case OpenACCAtomicKind::Capture:
    Kind = OMPClauseKind::Capture;
    break;
  case OpenACCAtomicKind::Update:
  case OpenACCAtomicKind::None:
    break;
  }
  D.addClause(OMPClause::bare(Kind));
  N.Info.push_back("atomic -> #pragma " + D.text());
  return N;
}

OMPNode lowerCache() {
  // OpenACC 3.3 sec. 2.10: the cache directive tells the implementation
  // which array elements a loop body reuses; it may ignore the hint, and
  // OpenMP has no equivalent. The directive is dropped, inside a compute
  // construct or outside one (a loop of a routine, any loop); where it may
  // stand is checked by Analysis/ClauseChecks.cpp (rule 23).
  OMPNode N;
  N.Info.push_back("cache: a hint OpenMP has no spelling for; dropped");
  return N;
}

} // namespace accc::transform
