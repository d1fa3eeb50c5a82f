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
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
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
  /// `reduction(-:list)`, read as `reduction(+:list)` (GCC and OpenMP
  /// before 5.2 accept `-`; OpenACC 3.3 sec. 2.5.15 does not).
  MinusReduction,
};

/// One rewritten place: its kind and where it starts (1-based line and
/// column of the rewritten word: `update`, `routine`, the `-`).
struct LegacyPlace {
  LegacyKind Kind;
  unsigned Line, Column;
  /// The file, as clang opened it (LegacySpellingFS); empty: the text
  /// rewriteLegacySpellings was given.
  std::string File;
};

struct LegacyRewrite {
  /// The source with every legacy spelling rewritten: every token keeps its
  /// line, and every token before a rewrite on its line its column.
  std::string Text;
  std::vector<LegacyPlace> Places;
};

/// \p Text with its legacy spellings rewritten, or nullopt when it has none.
std::optional<LegacyRewrite> rewriteLegacySpellings(llvm::StringRef Text);

/// The file system through which the OpenACC parse reads its sources and
/// headers: each file with its legacy spellings rewritten (a header's
/// `#pragma acc routine` prototypes as much as the main file's), the
/// places recorded for the warnings.
class LegacySpellingFS : public llvm::vfs::ProxyFileSystem {
public:
  explicit LegacySpellingFS(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// Every rewritten place, in the order the files were read.
  std::vector<LegacyPlace> places() const;

private:
  /// The rewrite of the regular file \p Path, read once; null if it has no
  /// legacy spelling.
  const LegacyRewrite *rewritten(const llvm::Twine &Path);

  std::map<std::string, std::optional<LegacyRewrite>> Rewrites;
  std::vector<std::string> Order;
};

} // namespace accc::driver

#endif // ACCC_DRIVER_LEGACYSPELLING_H
