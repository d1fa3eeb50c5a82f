//===- SourcePrinter.h - -fopenacc-print over clang's Rewriter ---*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Prints the main file with each OpenACC directive replaced by (or
/// commented with) its OpenMP translation, keeping the user's formatting,
/// comments, macros and includes (seed 000, "Source-to-Source Translation").
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_PRINT_SOURCEPRINTER_H
#define ACCC_PRINT_SOURCEPRINTER_H

#include "accc/Basic/Options.h"
#include "accc/Frontend/ConstructCollector.h"
#include "accc/Frontend/PreprocessorRecorder.h"
#include "accc/Transform/OMPTree.h"
#include "clang/AST/ASTContext.h"
#include <string>
#include <vector>

namespace accc::print {

struct SourcePrintOptions {
  PrintMode Mode = PrintMode::OMP;
  /// Emit `#line` markers so that a compiler reading the output names the
  /// user's file and lines (the compile path); off for people.
  bool LineMarkers = false;
  /// The file name the markers give where the source's own line markers do
  /// not say (the user's path as written).
  std::string FileName;
  /// The main file's user OpenMP directives and includes; none if null.
  const frontend::PreprocessorFacts *Preprocessor = nullptr;
  /// OpenACC directives that have no OpenMP (an ignored `routine` of a
  /// standard math function): the OpenMP modes leave them out, as they
  /// leave out the user's OpenMP.
  std::vector<clang::CharSourceRange> IgnoredDirectives;
};

/// What the source print writes: the main file, and each of the user's
/// headers whose directives it rewrote (the source print only: see
/// frontend::collectConstructs), by the name it was included with.
struct PrintedSource {
  std::string Main;
  std::vector<std::pair<std::string, std::string>> Headers;
};

/// The rewritten main file (and headers). \p Roots: the translated constructs (compute
/// constructs and data directives; a root may contain other roots).
/// \p Declares: the `declare` directives (those T translated are rewritten).
PrintedSource printSource(clang::ASTContext &Ctx,
                        const std::vector<const clang::OpenACCConstructStmt *> &Roots,
                        const std::vector<frontend::CollectedDeclare> &Declares,
                        const transform::Translation &T,
                        const SourcePrintOptions &Opts);

} // namespace accc::print

#endif // ACCC_PRINT_SOURCEPRINTER_H
