//===- LegacySpelling.h - Legacy OpenACC spellings read as 3.3's -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Spellings that older compilers accept and clang 22's OpenACC parser
/// rejects, rewritten in the source text before the parse.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_DRIVER_LEGACYSPELLING_H
#define ACCC_DRIVER_LEGACYSPELLING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace accc::driver {

enum class LegacyKind {
  /// `atomic update capture`, read as `atomic capture` (GCC's spelling).
  AtomicUpdateCapture,
  /// `routine` without gang, worker, vector or seq, read as `routine seq`
  /// (nvc and GCC accept it so; OpenACC 3.3 sec. 2.15.1 asks for one).
  RoutineWithoutLevel,
};

/// One rewritten place: its kind and where it starts (1-based line and
/// column of the directive's word: `update`, `routine`).
struct LegacyPlace {
  LegacyKind Kind;
  unsigned Line, Column;
};

struct LegacyRewrite {
  /// The source with every legacy spelling rewritten: every token keeps its
  /// line, and every token before a rewrite on its line its column.
  std::string Text;
  std::vector<LegacyPlace> Places;
};

/// \p Text with its legacy spellings rewritten, or nullopt when it has none.
std::optional<LegacyRewrite> rewriteLegacySpellings(llvm::StringRef Text);

} // namespace accc::driver

#endif // ACCC_DRIVER_LEGACYSPELLING_H
