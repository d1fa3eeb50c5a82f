//===- PreprocessorRecorder.h - What the preprocessor saw -------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Facts about the main file that only the preprocessor knows: where the
/// user's own OpenMP directives are and which headers are included before
/// the first OpenACC directive. clang's preprocessor reports them through
/// PPCallbacks while it reads the file, so directives in skipped `#if`
/// blocks and in comments are not facts, and `_Pragma` operators are.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_PREPROCESSORRECORDER_H
#define ACCC_FRONTEND_PREPROCESSORRECORDER_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace accc::frontend {

/// What PreprocessorRecorder saw in the main file, in source order.
struct PreprocessorFacts {
  /// The user's OpenMP directives, in the main file and in the user's
  /// headers (not the system's): each `#pragma omp` from its `#` to the
  /// end of its last line (continuation lines and trailing comments
  /// included), and each `_Pragma("omp ...")` written in the file, from
  /// `_Pragma` to its `)`. One that a macro expands to is not here.
  std::vector<clang::CharSourceRange> UserOpenMP;
  /// The first test of the `_OPENMP` macro in the main file or a user
  /// header (`#ifdef _OPENMP`, `#if _OPENMP >= ...`); invalid when none. The
  /// OpenACC parse, as a compiler without OpenMP, takes the branch for no
  /// OpenMP; the OpenMP compile of the translation would take the other.
  clang::SourceLocation OpenMPMacroTest;
  /// The main file's first OpenACC directive (`#pragma acc` or
  /// `_Pragma("acc ...")`); invalid when there is none.
  clang::SourceLocation FirstOpenACC;
  /// "file:line:col" of the latest OpenACC directive the preprocessor read:
  /// where the parse was if clang's front end stops on a crash (plain text,
  /// which needs no SourceManager then).
  std::string LatestOpenACC;
  /// The same directive's file as clang opened it and line (1-based), where
  /// it is a `#pragma acc` of a file's text (0: none, or a `_Pragma`).
  std::string LatestOpenACCFile;
  unsigned LatestOpenACCLine = 0;

  /// An `#include` of the main file, or a line marker of a preprocessed
  /// unit that enters a file.
  struct Include {
    std::string Name; ///< as written between `<>` or `""`; a marker's file
                      ///< name without its directory
    clang::SourceLocation Hash;
    bool BeforeOpenACC; ///< before the first OpenACC directive
  };
  std::vector<Include> Includes;

  /// The text of conditional blocks the preprocessor skipped (`#if 0 ...
  /// #endif`), from the `#` of the directive that starts each to the end
  /// of the line that ends it: tokens that are not the program's.
  std::vector<clang::SourceRange> Skipped;

  /// Whether the main file includes \p Header (`<Header>` or `"Header"`)
  /// before its first OpenACC directive.
  bool includesBeforeOpenACC(llvm::StringRef Header) const;
};

/// Fills a PreprocessorFacts while clang preprocesses the main file.
/// Install it with Preprocessor::addPPCallbacks before the parse.
class PreprocessorRecorder : public clang::PPCallbacks {
public:
  PreprocessorRecorder(const clang::SourceManager &SM,
                       const clang::LangOptions &LangOpts,
                       PreprocessorFacts &Facts)
      : SM(SM), LangOpts(LangOpts), Facts(Facts) {}

  void PragmaDirective(clang::SourceLocation Loc,
                       clang::PragmaIntroducerKind Introducer) override;
  /// A line marker of a preprocessed unit that enters a file
  /// (`# 1 "/usr/include/omp.h" 1`) counts as an include of that file.
  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind FileType,
                   clang::FileID PrevFID) override;
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation EndifLoc) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
             const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &MacroNameTok,
              const clang::MacroDefinition &MD) override;
  void If(clang::SourceLocation Loc, clang::SourceRange ConditionRange,
          ConditionValueKind ConditionValue) override;
  void Elif(clang::SourceLocation Loc, clang::SourceRange ConditionRange,
            ConditionValueKind ConditionValue,
            clang::SourceLocation IfLoc) override;
  void InclusionDirective(clang::SourceLocation Hash,
                          const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;

private:
  /// Notes a test of `_OPENMP` at \p Loc if \p Text names it.
  void noteOpenMPMacroTest(clang::SourceLocation Loc, llvm::StringRef Text);

  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  PreprocessorFacts &Facts;

  bool inMainFile(clang::SourceLocation Loc) const;
};

} // namespace accc::frontend

#endif // ACCC_FRONTEND_PREPROCESSORRECORDER_H
