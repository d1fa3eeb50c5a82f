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

/// A source with its legacy spellings replaced.
struct LegacyRewrite {
  /// The source, every line and column where it was.
  std::string Text;
  /// Where each replaced spelling starts: 1-based line and column.
  std::vector<std::pair<unsigned, unsigned>> Places;
};

/// GCC and OpenACC codes written for it spell `atomic capture` as `atomic
/// update capture` (OpenACC 3.3 sec. 2.12 allows one atomic clause; clang 22
/// rejects the second). Returns \p Text with that spelling on `#pragma acc`
/// lines replaced by `capture` padded with spaces, so that every line and
/// column stays where it was; nullopt when there is none. The caller reports
/// each place (warn_acc_legacy_atomic_capture).
std::optional<LegacyRewrite> rewriteLegacyAtomicCapture(llvm::StringRef Text);

} // namespace accc::driver

#endif // ACCC_DRIVER_LEGACYSPELLING_H
