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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class SourceManager;
} // namespace clang

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
  /// A reduction clause with an item clang's Sema rejects for its type and
  /// accc reduces itself (a complex number, a struct of structs or arrays),
  /// read as `private` for the parse, its operator recorded; the clause is
  /// a reduction again after it (ReductionItems.h).
  ReductionAsPrivate,
  /// A `declare` list item in redundant parentheses (`create((x))`), read
  /// without them: clang 22's Sema crashes on it (CheckDeclareClause). The
  /// item names the same variable; its text is restored after the parse.
  ParenthesizedDeclareItem,
  /// A `firstprivate` clause of a directive whose first parse crashed
  /// clang (22's Sema crashes on a multi-dimensional array there:
  /// CreateFirstPrivateInitRecipe), read as `private` for the next parse;
  /// a `firstprivate` clause again after it (ReductionItems.h).
  FirstprivateAsPrivate,
  /// A `routine(name)` directive that clang 22 rejected in a previous parse
  /// because `name` names several functions, all overloads of a standard
  /// math function (C++'s <math.h> and <cmath> declare them): blanked for
  /// the next parse (the device compilation provides those functions), its
  /// text restored after it, reported, and left out of the OpenMP.
  LibraryRoutine,
  /// A `routine` directive with a `bind` clause on which the previous parse
  /// crashed clang (22's Sema compares it with an earlier `routine` of the
  /// function that has no `bind` and crashes): blanked for the next parse,
  /// its text restored after it, and reported as an error.
  CrashingRoutineBind,
  /// A `data` directive without clauses, which OpenACC 3.3 sec. 2.6.5
  /// forbids (clang rejects it) and GCC, nvc and flang accept: blanked (it
  /// has nothing to do; its block stays a block), its text restored after
  /// the parse, reported, and left out of the OpenMP.
  EmptyData,
};

/// A position in a file: 1-based line and column.
using FilePosition = std::pair<unsigned, unsigned>;

/// One rewritten place: its kind and where it starts (1-based line and
/// column of the rewritten word: `update`, `routine`, the `-`).
struct LegacyPlace {
  LegacyKind Kind;
  unsigned Line, Column;
  /// The file, as clang opened it (LegacySpellingFS); empty: the text
  /// rewriteLegacySpellings was given.
  std::string File;
  /// ReductionAsPrivate: the operator (`+`, `max`, ...); LibraryRoutine:
  /// the name. ReductionAsPrivate, ParenthesizedDeclareItem,
  /// FirstprivateAsPrivate and LibraryRoutine: the text that the rewrite
  /// replaced, from
  /// the place on (the same length), which the parse's buffer gets back
  /// after the parse (restoreRewrittenText).
  std::string Operator, Original;
};

struct LegacyRewrite {
  /// The source with every legacy spelling rewritten: every token keeps its
  /// line, and every token before a rewrite on its line its column.
  std::string Text;
  std::vector<LegacyPlace> Places;
};

/// \p Text with its legacy spellings rewritten, or nullopt when it has none;
/// the reduction clauses that hold an item at one of \p RejectedItems (the
/// items' first characters) are read as `private`, and so are the
/// `firstprivate` clauses of the directives that start on one of
/// \p FirstprivateLines (1-based), and the `routine(name)` directives that
/// start on one of \p LibraryRoutineLines are blanked.
/// \p CrashingBindLines: the `routine` directives with `bind` to blank
/// (rule 8).
std::optional<LegacyRewrite>
rewriteLegacySpellings(llvm::StringRef Text,
                       llvm::ArrayRef<FilePosition> RejectedItems = {},
                       llvm::ArrayRef<unsigned> FirstprivateLines = {},
                       llvm::ArrayRef<unsigned> LibraryRoutineLines = {},
                       llvm::ArrayRef<unsigned> CrashingBindLines = {});

/// After the parse: writes the text that the rewrites of \p Places with an
/// `Original` replaced back into the buffers of \p SM (the copies
/// LegacySpellingFS made, the same length), so that the printed source and
/// later diagnostics show what the user wrote.
void restoreRewrittenText(clang::SourceManager &SM,
                          const std::vector<LegacyPlace> &Places);

/// The reduction items clang's Sema rejected in a parse, per file as clang
/// opened it (ReductionItems.h).
using RejectedItemMap = std::map<std::string, std::vector<FilePosition>>;

/// The lines (1-based) of the directives whose `firstprivate` clauses a
/// parse reads as `private`, or that it blanks (LibraryRoutine), per file
/// as clang opened it.
using DirectiveLineMap = std::map<std::string, std::vector<unsigned>>;

/// The file system through which the OpenACC parse reads its sources and
/// headers: each file with its legacy spellings rewritten (a header's
/// `#pragma acc routine` prototypes as much as the main file's), the
/// places recorded for the warnings.
class LegacySpellingFS : public llvm::vfs::ProxyFileSystem {
public:
  /// \p Rejected: the reduction items of each file to read as `private`;
  /// \p Firstprivate: the directives whose `firstprivate` clauses are;
  /// \p LibraryRoutines: the `routine(name)` directives to blank;
  /// \p CrashingBinds: the `routine ... bind` directives to blank.
  explicit LegacySpellingFS(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                            RejectedItemMap Rejected = {},
                            DirectiveLineMap Firstprivate = {},
                            DirectiveLineMap LibraryRoutines = {},
                            DirectiveLineMap CrashingBinds = {})
      : ProxyFileSystem(std::move(FS)), Rejected(std::move(Rejected)),
        Firstprivate(std::move(Firstprivate)),
        LibraryRoutines(std::move(LibraryRoutines)),
        CrashingBinds(std::move(CrashingBinds)) {}

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
  RejectedItemMap Rejected;
  DirectiveLineMap Firstprivate;
  DirectiveLineMap LibraryRoutines;
  DirectiveLineMap CrashingBinds;
};

} // namespace accc::driver

#endif // ACCC_DRIVER_LEGACYSPELLING_H
