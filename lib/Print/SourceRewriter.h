//===- SourceRewriter.h - The rewriting behind -fopenacc-print -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The class behind printSource (include/accc/Print/SourcePrinter.h): the
/// Translation written into the source with clang's Rewriter. Its methods
/// are in SourcePrinter.cpp (constructs, statement ranges, renamed
/// expressions) and DeclarationRewrites.cpp (declare, routine, the returns
/// that leave declare lifetimes, file-scope variables). Internal to
/// lib/Print.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_PRINT_SOURCEREWRITER_H
#define ACCC_LIB_PRINT_SOURCEREWRITER_H

#include "accc/Print/SourcePrinter.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <optional>

namespace accc::print {

class SourceRewriter {
public:
  SourceRewriter(clang::ASTContext &Ctx, const transform::Translation &T,
                 const SourcePrintOptions &Opts)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), T(T), Opts(Opts),
        RW(SM, Ctx.getLangOpts()) {}

  PrintedSource
  run(const std::vector<const clang::OpenACCConstructStmt *> &Roots,
      const std::vector<frontend::CollectedDeclare> &Declares);

private:
  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  const transform::Translation &T;
  const SourcePrintOptions &Opts;
  clang::Rewriter RW;

  /// In the modes that print OpenMP (omp, omp-acc and the compile path),
  /// the source's own OpenMP directives (PreprocessorRecorder) are dropped,
  /// as a compiler without OpenMP ignores them (nvc -acc without -mp
  /// ignores them too): compiled, they would run host code on several
  /// threads the user did not ask for, or clash with the translation of an
  /// OpenACC loop they precede (NVIDIA's laplace2d blog sample). The driver
  /// warns of them (warn_acc_user_openmp_ignored). A directive's text goes,
  /// its lines stay, blank, so that the line numbers stay too; one that
  /// shares its line with code (`_Pragma("omp ...") x++;`) leaves the code.
  /// The same for the OpenACC directives without OpenMP
  /// (SourcePrintOptions::IgnoredDirectives).
  void dropUserOpenMP();
  /// Removes the text of \p R, and its lines where nothing else is on them.
  void dropLines(clang::CharSourceRange R);

  /// Where the translation calls libacc's own routines (async queues) or
  /// OpenMP's (the zero modifier), the OpenMP printed in place of OpenACC
  /// (omp, omp-acc and the compile path) starts with the includes that
  /// declare them, unless the main file includes them before its first
  /// OpenACC directive (PreprocessorRecorder); the #line marker after them
  /// keeps the user's line numbers. A printed header gets them too (its
  /// include guard keeps a header from being read twice).
  void includeRuntimeHeaders(clang::FileID File);

  /// The opening lines of \p N, the body of its collapsed nest's second
  /// version (OMPCollapseVersion) in them, or a row kernel's statements
  /// before and after its vector loop and that loop's body
  /// (OMPDirectKernel::RowLoop), printed as the mode asks; none where they
  /// cannot be copied.
  std::optional<std::vector<std::string>>
  versionLines(const transform::OMPNode &N);
  /// Statement \p S as printed so far (its inner constructs translated),
  /// after a line marker where the compile asks for them; none where it is
  /// not the text of one file (a macro's expansion).
  std::optional<std::string> printedText(const clang::Stmt *S);
  /// \p N, or \p Plain, its copy without the version where versionLines
  /// cannot print it (a body in a macro's expansion); \p Opening gets its
  /// opening lines.
  const transform::OMPNode &printable(const transform::OMPNode &N,
                                      std::optional<transform::OMPNode> &Plain,
                                      std::vector<std::string> &Opening);

  void gather(const clang::Stmt *S,
              std::vector<const clang::OpenACCConstructStmt *> &Out);

  /// The offset of the first character of the line that holds \p Offset.
  static unsigned lineStart(llvm::StringRef Buf, unsigned Offset);

  /// Whitespace before the directive's `#` on its line.
  llvm::StringRef indentOf(clang::SourceLocation Loc);

  /// The end of the statement, past a trailing ';' that clang's ranges
  /// leave out (after any preprocessor lines and skipped blocks before it).
  clang::SourceLocation stmtEnd(const clang::Stmt *S);

  /// The conditional blocks the preprocessor skipped (none known without
  /// PrintOptions::Preprocessor).
  llvm::ArrayRef<clang::SourceRange> skippedText() const {
    if (Opts.Preprocessor)
      return Opts.Preprocessor->Skipped;
    return {};
  }

  void rewrite(const clang::OpenACCConstructStmt *C);

  /// \p Closing after the statement that ends at \p End: commented in
  /// acc-omp mode; with line markers on the statement's last line, unless
  /// one is a directive (\p Directives), which needs lines of its own and a
  /// marker for the rest of that line.
  void insertClosing(clang::SourceLocation End,
                     const std::vector<std::string> &Closing,
                     llvm::StringRef NL, bool Directives);

  /// Plain statements with a translation (OMPStmtRange): its opening lines
  /// (and `{` with Braces) go before the first statement, on lines of their
  /// own, and its closing lines after the last.
  void rewriteRange(const transform::OMPStmtRange &R);

  /// A loop's translation inside its iteration body (OMPNode::
  /// IterationBody), in the modes that print OpenMP.
  void wrapIterationBody(const transform::OMPNode &N);

  /// \p Lines on lines of their own before \p First, \p Closing after
  /// \p Last (\p Directives: one is a directive), indented as \p First's
  /// line, or \p LineIndent where \p First does not start it.
  void wrapStatements(const clang::Stmt *First, const clang::Stmt *Last,
                      const std::vector<std::string> &Lines,
                      const std::vector<std::string> &Closing,
                      bool Directives,
                      std::optional<llvm::StringRef> LineIndent = std::nullopt);

  /// The expressions the translation renames (Translation::replaceExpr: a
  /// private member's uses) and the statements it prefixes
  /// (Translation::prefixStmt: updates made atomic), in the modes that
  /// print OpenMP as the code; acc-omp keeps the OpenACC source as it is.
  void replaceExprs();

  /// Whether \p S is directly in a compound statement (or at the top of a
  /// function body).
  bool inCompound(const clang::Stmt *S);

  /// Replaces (omp, omp-acc) or comments (acc-omp) the directive from the
  /// `#` at \p Begin to the token at \p Last with \p Lines; \p Empty is the
  /// acc-omp comment when there are none. Returns false in the modes that
  /// print the OpenACC source unchanged.
  bool replaceDirective(clang::SourceLocation Begin, clang::SourceLocation Last,
                        const std::vector<std::string> &Lines,
                        llvm::StringRef Empty);

  /// The `#line` marker that gives the line \p Loc is on, plus \p Later,
  /// to the text after it: the line and file the source's own line markers
  /// give (a preprocessed unit's, standard input's `<stdin>`, the user's
  /// `#line`), otherwise the main file's.
  std::string lineMarker(clang::SourceLocation Loc, unsigned Later = 0) const;

  /// A `routine` directive: its lines in place of the directive, and `end
  /// declare target` after the function it precedes.
  void rewriteRoutine(const transform::OMPRoutine &R);
  /// A nohost routine's \p Body for device compilations only; the host's
  /// calls libacc's stop naming \p Name (RoutineToOMP.cpp rule 3).
  void hideBodyFromHost(const clang::CompoundStmt &Body, llvm::StringRef Name);

  void rewriteDeclare(const frontend::CollectedDeclare &D);

  /// The lines of \p P before its declaration, on lines of their own
  /// (acc-omp: as comments; acc: nothing).
  void preDeclare(const transform::OMPPreDeclaration &P);
  /// The lines of \p P after the `;` that ends its declaration (acc-omp: as
  /// comments; acc: nothing).
  void postDeclare(const transform::OMPPostDeclaration &P);

  /// `static T v[n] = ...;` -> `T v[n] __asm__("Name") = ...;`, or
  /// `extern` in place of `static` where the Transform says so.
  void externalize(const transform::OMPExternalName &N);

  /// Inserts \p Lines before the closing brace at \p RBrace, each on its
  /// own line; under line markers a `}` stays on the brace's line.
  void insertBeforeBrace(clang::SourceLocation RBrace,
                         const std::vector<std::string> &Lines);

  /// Ends the data lifetimes of `declare` directives before a `return`
  /// that leaves them, as the Transform decided (OMPReturnExit).
  void rewriteReturn(const transform::OMPReturnExit &X);

  /// Removes a directive that translates to nothing, with its whole line(s)
  /// when nothing else is on them.
  void removeDirectiveLines(clang::SourceLocation Begin,
                            clang::SourceLocation End);

  static std::string escaped(llvm::StringRef S);
};

} // namespace accc::print

#endif // ACCC_LIB_PRINT_SOURCEREWRITER_H
