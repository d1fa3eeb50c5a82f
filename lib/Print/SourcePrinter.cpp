//===- SourcePrinter.cpp - -fopenacc-print over clang's Rewriter -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Modes (seed 000, "Source-to-Source Translation"):
//   acc      the original source, unchanged
//   omp      each OpenACC directive replaced by its OpenMP translation
//   acc-omp  OpenACC kept, the OpenMP translation in following comments
//   omp-acc  OpenMP printed, the OpenACC directive in preceding comments
// The associated statements are never duplicated: accc's translation
// changes directives and adds wrapping compound statements, and renames the
// uses of private members (Translation::replaceExpr, in the modes that
// print OpenMP as the code), so the code block prints otherwise identically
// in both versions.
//
// A translation is a list of layers (OMPTree.h); each layer may open a
// compound statement with local declarations and may add a directive. The
// compound statements close after the construct's associated statement,
// inner constructs first. A loop's iteration layers (OMPNode::IterationBody)
// wrap the body of its innermost loop, inside the loop's own lines.
//
// A `declare` directive in a function has no associated statement: its
// data lifetime is the rest of the block. Its `target data` translation
// opens a compound statement that closes before the block's `}`; its
// `target enter data` translation puts the `target exit data` before the
// block's `}` and before every `return` in between, which becomes
//   { T __accc_ret = (value); #pragma omp target exit data ...
//     return __accc_ret; }
// so the value is computed while the data is still present
// (DeclarationRewrites.cpp).
//
//===----------------------------------------------------------------------===//

#include "SourceRewriter.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <optional>

using namespace clang;

namespace accc::print {

namespace {

/// Whether \p S is an OpenACC directive: a construct, or a `declare` or
/// `routine` directive in a function (a declaration statement).
bool isDirective(const Stmt *S) {
  if (isa<OpenACCConstructStmt>(S))
    return true;
  const auto *DS = dyn_cast<DeclStmt>(S);
  return DS && llvm::all_of(DS->decls(), [](const Decl *D) {
           return isa<OpenACCConstructDecl>(D);
         });
}

} // namespace

PrintedSource
SourceRewriter::run(const std::vector<const OpenACCConstructStmt *> &Roots,
                    const std::vector<frontend::CollectedDeclare> &Declares) {
  for (const frontend::CollectedDeclare &D : Declares)
    rewriteDeclare(D);
  if (printsOpenMP(Opts.Mode))
    for (const transform::OMPExternalName &N : T.externalNames())
      externalize(N);
  for (const transform::OMPPreDeclaration &P : T.preDeclarations())
    preDeclare(P);
  for (const transform::OMPPostDeclaration &P : T.postDeclarations())
    postDeclare(P);
  for (const transform::OMPRoutine &R : T.routines())
    rewriteRoutine(R);
  for (const transform::OMPReturnExit &R : T.returnExits())
    rewriteReturn(R);
  // First: a collapsed nest's body printed twice (versionLines) and a
  // direct kernel's copy of its loop body are copied without the user's
  // OpenMP, and with the renamed expressions (the locals that stand for
  // members, whose objects the copies could not reach on the device) and
  // the atomic updates.
  dropUserOpenMP();
  replaceExprs();
  // Innermost constructs first, so that their closing braces come first
  // where several statements end at one place.
  // A root may hold others (a data construct around compute constructs):
  // each construct is rewritten once.
  std::vector<const OpenACCConstructStmt *> All;
  for (const OpenACCConstructStmt *R : Roots)
    gather(R, All);
  llvm::DenseSet<const OpenACCConstructStmt *> Seen;
  llvm::erase_if(All, [&](const OpenACCConstructStmt *C) {
    return !Seen.insert(C).second;
  });
  for (auto It = All.rbegin(); It != All.rend(); ++It)
    rewrite(*It);
  // Plain statements (a kernels region's naked loops and the statements
  // between its kernels): inner ones were added first, so an outer
  // range's lines go before them where two start at one statement.
  for (const transform::OMPStmtRange &R : T.ranges())
    rewriteRange(R);
  FileID Main = SM.getMainFileID();
  PrintedSource Out;
  // The user's headers whose directives were rewritten (collected with
  // UserHeaders: the source print), in the order they were included.
  if (!Opts.LineMarkers) {
    std::vector<FileID> Headers;
    for (auto It = RW.buffer_begin(); It != RW.buffer_end(); ++It)
      if (It->first != Main && !SM.isInSystemHeader(SM.getLocForStartOfFile(It->first)))
        Headers.push_back(It->first);
    for (FileID FID : Headers) {
      OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
      if (!File || llvm::any_of(Out.Headers, [&](const auto &H) {
            return H.first == File->getName();
          }))
        continue; // a second inclusion of one file
      includeRuntimeHeaders(FID);
      const llvm::RewriteBuffer *B = RW.getRewriteBufferFor(FID);
      Out.Headers.push_back(
          {File->getName().str(), std::string(B->begin(), B->end())});
    }
  }
  includeRuntimeHeaders(Main);
  if (const llvm::RewriteBuffer *B = RW.getRewriteBufferFor(Main))
    Out.Main = std::string(B->begin(), B->end());
  else
    Out.Main = SM.getBufferData(Main).str();
  return Out;
}

void SourceRewriter::dropUserOpenMP() {
  if (!printsOpenMP(Opts.Mode))
    return;
  if (Opts.Preprocessor)
    for (CharSourceRange R : Opts.Preprocessor->UserOpenMP)
      dropLines(R);
  for (CharSourceRange R : Opts.IgnoredDirectives)
    dropLines(R);
}

void SourceRewriter::dropLines(CharSourceRange R) {
  auto [FID, Begin] = SM.getDecomposedLoc(R.getBegin());
  unsigned End = SM.getFileOffset(R.getEnd());
  StringRef Buf = SM.getBufferData(FID);
  size_t LineBegin = Buf.substr(0, Begin).rfind('\n') + 1; // npos + 1 == 0
  size_t LineEnd = Buf.find('\n', End);
  if (Buf.slice(LineBegin, Begin).trim().empty() &&
      Buf.slice(End, LineEnd).trim().empty())
    Begin = LineBegin; // the directive's indentation
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  for (unsigned From = Begin; From < End;) {
    unsigned To = std::min<size_t>(Buf.find('\n', From), End);
    RW.RemoveText(Start.getLocWithOffset(From), To - From);
    From = To + 1;
  }
}

void SourceRewriter::includeRuntimeHeaders(FileID File) {
  bool Main = File == SM.getMainFileID();
  if (!printsOpenMP(Opts.Mode))
    return;
  auto IncludedBefore = [&](StringRef Header) {
    return Main && Opts.Preprocessor &&
           Opts.Preprocessor->includesBeforeOpenACC(Header);
  };
  std::string Text;
  if (T.needsRuntimeHeader() && !IncludedBefore("openacc.h"))
    Text += "#include <openacc.h> /* accc: libacc routines used by the translation */\n";
  if (T.needsOmpHeader() && !IncludedBefore("omp.h"))
    Text += "#include <omp.h> /* accc: OpenMP routines used by the translation */\n";
  if (T.needsOmpxHeader() && !IncludedBefore("ompx.h"))
    Text += "#include <ompx.h> /* accc: LLVM's ompx_bare kernel routines */\n";
  if (Text.empty())
    return;
  if (Opts.LineMarkers)
    Text += "#line 1 \"" + escaped(Opts.FileName) + "\"\n";
  RW.InsertTextBefore(SM.getLocForStartOfFile(File), Text);
}

void SourceRewriter::gather(const Stmt *S,
                            std::vector<const OpenACCConstructStmt *> &Out) {
  if (!S)
    return;
  if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
    if (T.lookup(C))
      Out.push_back(C);
  for (const Stmt *Child : S->children())
    gather(Child, Out);
}

unsigned SourceRewriter::lineStart(StringRef Buf, unsigned Offset) {
  while (Offset > 0 && Buf[Offset - 1] != '\n')
    --Offset;
  return Offset;
}

StringRef SourceRewriter::indentOf(SourceLocation Loc) {
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  StringRef Buf = SM.getBufferData(FID);
  unsigned Start = lineStart(Buf, Offset);
  StringRef Before = Buf.slice(Start, Offset);
  return Before.find_first_not_of(" \t") == StringRef::npos ? Before : "";
}

SourceLocation SourceRewriter::stmtEnd(const Stmt *S) {
  SourceLocation Last = frontend::fullEndLoc(S, SM);
  // A renamed expression (the local that stands for a reduced member) is a
  // name in the AST where the source has the member's whole text: the
  // statement ends where that text does, not inside it.
  for (const auto &[E, Text] : T.replacements()) {
    SourceRange R = E->getSourceRange();
    if (R.isValid() && Last.isFileID() && R.getBegin().isFileID() &&
        R.getEnd().isFileID() &&
        !SM.isBeforeInTranslationUnit(Last, R.getBegin()) &&
        SM.isBeforeInTranslationUnit(Last, R.getEnd()))
      Last = R.getEnd();
  }
  SourceLocation End =
      Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
  if (std::optional<Token> Next =
          frontend::nextTokenAfter(Last, SM, Ctx.getLangOpts(), skippedText()))
    if (Next->is(tok::semi))
      return Next->getEndLoc();
  return End;
}

std::optional<std::vector<std::string>>
SourceRewriter::versionLines(const transform::OMPNode &N) {
  const transform::OMPCollapseVersion *V = nullptr;
  for (const transform::OMPLayer &L : N.Layers)
    if (L.CollapseVersion)
      V = &*L.CollapseVersion;
  if (!V)
    return N.openingLines();
  const transform::OMPDirectKernel::RowLoop *Row =
      V->Direct && V->Direct->Row ? &*V->Direct->Row : nullptr;
  if (Opts.Mode == PrintMode::ACCOMP)
    return transform::replaceVersionLines(
        Row ? transform::describeRowLines(N.openingLines())
            : N.openingLines(),
        "(the body of the loop nest)");
  // The body as printed so far: its inner constructs are translated
  // already (innermost first), the expressions it renames are none
  // (CollapseVersions.cpp rule 4); a row kernel's parts likewise.
  std::vector<std::string> Lines = N.openingLines();
  std::optional<std::string> Body;
  if (Row) {
    auto Join = [&](llvm::ArrayRef<const Stmt *> Stmts)
        -> std::optional<std::string> {
      std::string Text;
      for (const Stmt *S : Stmts) {
        std::optional<std::string> T = printedText(S);
        if (!T)
          return std::nullopt;
        Text += (Text.empty() ? "" : "\n") + *T;
      }
      return Text;
    };
    std::optional<std::string> Prefix = Join(Row->Prefix),
                               Suffix = Join(Row->Suffix),
                               LoopBody = printedText(Row->LoopBody);
    if (!Prefix || !Suffix || !LoopBody)
      return std::nullopt;
    Lines = transform::replaceRowLines(std::move(Lines), *Prefix, *LoopBody,
                                       *Suffix);
    Body = "";
  } else {
    Body = printedText(V->Body);
  }
  if (!Body)
    return std::nullopt;
  if (!Opts.LineMarkers)
    return transform::replaceVersionLines(std::move(Lines), *Body);
  // Compiled, the copy warns of nothing the nest as written does not warn
  // of already.
  return transform::replaceVersionLines(
      std::move(Lines), *Body,
      "#pragma clang diagnostic push\n"
      "#pragma clang diagnostic ignored \"-Weverything\"",
      "#pragma clang diagnostic pop");
}

std::optional<std::string> SourceRewriter::printedText(const Stmt *S) {
  SourceLocation Begin = S->getBeginLoc(), End = stmtEnd(S);
  if (!Begin.isFileID() || !End.isFileID() ||
      SM.getFileID(Begin) != SM.getFileID(End))
    return std::nullopt;
  std::string Text =
      RW.getRewrittenText(CharSourceRange::getCharRange(Begin, End));
  if (Text.empty())
    return std::nullopt;
  // Compiled, the copy keeps the user's line numbers.
  return Opts.LineMarkers ? lineMarker(Begin) + "\n" + Text : Text;
}

const transform::OMPNode &
SourceRewriter::printable(const transform::OMPNode &N,
                          std::optional<transform::OMPNode> &Plain,
                          std::vector<std::string> &Opening) {
  if (std::optional<std::vector<std::string>> Lines = versionLines(N)) {
    Opening = std::move(*Lines);
    return N;
  }
  Plain = N;
  for (transform::OMPLayer &L : Plain->Layers)
    L.CollapseVersion.reset();
  Opening = Plain->openingLines();
  return *Plain;
}

void SourceRewriter::rewrite(const OpenACCConstructStmt *C) {
  std::optional<transform::OMPNode> Plain;
  std::vector<std::string> Lines;
  const transform::OMPNode &N = printable(*T.lookup(C), Plain, Lines);
  SourceLocation Begin = C->getBeginLoc();
  std::string NL = "\n" + indentOf(Begin).str();
  const Stmt *Body = frontend::associatedStmt(C);
  // A standalone directive has no statement to close its compounds after.
  std::vector<std::string> Closing = N.closingLines();
  if (!Body)
    Lines.insert(Lines.end(), Closing.begin(), Closing.end());
  // A standalone directive that is a statement of its own (the body of an
  // `if`, a loop, a label) keeps being one: OpenMP forbids its standalone
  // directives there, and removing it would hand the statement to the
  // next line.
  if (!Body && !inCompound(C)) {
    Lines.insert(Lines.begin(), "{");
    Lines.push_back("}");
  }
  if (!replaceDirective(Begin, C->getEndLoc(), Lines,
                        isa<OpenACCCacheConstruct>(C)
                            ? "(discarded: a hint OpenMP has no spelling for)"
                            : "(discarded: a plain sequential loop)"))
    return;
  // The loop's iteration body closes before the construct does, where
  // both end at one place (inner constructs were rewritten before).
  wrapIterationBody(N);
  if (!Body || Closing.empty())
    return;
  // (A closing directive: PointerChain.cpp's exit actions.) A body that
  // is itself a directive (`data` around `enter data`, or around a
  // `declare` in a function) ends with its own line marker: the closing
  // goes on lines of its own after it too.
  insertClosing(stmtEnd(Body), Closing, NL,
                N.closesWithDirective() || isDirective(Body));
}

void SourceRewriter::insertClosing(SourceLocation End,
                                   const std::vector<std::string> &Closing,
                   StringRef NL, bool Directives) {
  std::string Close;
  for (const std::string &L : Closing)
    Close += Opts.Mode == PrintMode::ACCOMP    ? (NL + "// " + L).str()
             : Opts.LineMarkers && !Directives ? " " + L
                                               : (NL + L).str();
  if (Opts.LineMarkers && Directives)
    Close += "\n" + lineMarker(End) + "\n";
  RW.InsertTextAfter(End, Close);
}

void SourceRewriter::rewriteRange(const transform::OMPStmtRange &R) {
  if (Opts.Mode == PrintMode::ACC || Opts.Mode == PrintMode::None)
    return;
  wrapIterationBody(R.Node);
  std::optional<transform::OMPNode> Plain;
  std::vector<std::string> Lines;
  const transform::OMPNode &N = printable(R.Node, Plain, Lines);
  std::vector<std::string> Closing = N.closingLines();
  if (R.Braces) {
    Lines.push_back("{");
    Closing.insert(Closing.begin(), "}");
  }
  wrapStatements(R.First, R.Last, Lines, Closing, N.closesWithDirective());
}

void SourceRewriter::wrapIterationBody(const transform::OMPNode &N) {
  if (!N.IterationBody || N.IterationLayers.empty() ||
      Opts.Mode == PrintMode::ACC || Opts.Mode == PrintMode::None)
    return;
  // A body that starts after the loop's `)` gets the loop's indentation.
  auto [FID, Offset] = SM.getDecomposedLoc(N.IterationBody->getBeginLoc());
  StringRef Buf = SM.getBufferData(FID);
  unsigned Start = lineStart(Buf, Offset);
  StringRef Line = Buf.slice(Start, Offset);
  wrapStatements(N.IterationBody, N.IterationBody,
                 N.iterationOpeningLines(), N.iterationClosingLines(),
                 /*Directives=*/false,
                 Line.take_while([](char C) { return C == ' ' || C == '\t'; }));
}

void SourceRewriter::wrapStatements(const Stmt *First, const Stmt *Last,
                    const std::vector<std::string> &Lines,
                    const std::vector<std::string> &Closing,
                    bool Directives,
                    std::optional<StringRef> LineIndent) {
  bool Comment = Opts.Mode == PrintMode::ACCOMP;
  SourceLocation Begin = First->getBeginLoc();
  StringRef Indent = indentOf(Begin);
  if (Indent.empty() && LineIndent)
    Indent = *LineIndent;
  auto [FID, Offset] = SM.getDecomposedLoc(Begin);
  bool AtLineStart = !Indent.empty() ||
                     lineStart(SM.getBufferData(FID), Offset) == Offset;
  std::string Text = AtLineStart ? "" : "\n";
  if (Opts.LineMarkers && !Comment)
    Text += (AtLineStart ? "\n" : "") + lineMarker(Begin) + "\n";
  for (const std::string &L : Lines)
    Text += (Comment ? "// " : "") + L + "\n" + Indent.str();
  if (Opts.LineMarkers && !Comment)
    Text += lineMarker(Begin) + "\n" + Indent.str();
  RW.InsertTextBefore(Begin, Text);
  if (!Closing.empty())
    insertClosing(stmtEnd(Last), Closing, "\n" + Indent.str(), Directives);
}

void SourceRewriter::replaceExprs() {
  if (Opts.Mode != PrintMode::OMP && Opts.Mode != PrintMode::OMPACC)
    return;
  for (const auto &[S, Text] : T.prefixes())
    if (S->getBeginLoc().isFileID())
      RW.InsertTextBefore(S->getBeginLoc(), Text);
  llvm::DenseSet<unsigned> Done; // one text, two expressions: a macro's
  for (const auto &[E, Text] : T.replacements()) {
    CharSourceRange R = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (R.isValid() && Done.insert(R.getBegin().getRawEncoding()).second)
      RW.ReplaceText(R, Text);
  }
}

bool SourceRewriter::inCompound(const Stmt *S) {
  for (const DynTypedNode &P : Ctx.getParents(*S))
    if (!P.get<CompoundStmt>())
      return false;
  return true;
}

bool SourceRewriter::replaceDirective(SourceLocation Begin, SourceLocation Last,
                      const std::vector<std::string> &Lines,
                      StringRef Empty) {
  SourceLocation DirEnd =
      Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
  std::string NL = "\n" + indentOf(Begin).str();
  StringRef AccText = Lexer::getSourceText(
      CharSourceRange::getCharRange(Begin, DirEnd), SM, Ctx.getLangOpts());

  switch (Opts.Mode) {
  case PrintMode::ACC:
  case PrintMode::None:
    return false;
  case PrintMode::ACCOMP: {
    std::string Text;
    for (const std::string &L : Lines)
      Text += NL + "// " + L;
    if (Lines.empty())
      Text += NL + "// " + Empty.str();
    RW.InsertTextAfter(DirEnd, Text);
    return true;
  }
  case PrintMode::OMP:
  case PrintMode::OMPACC:
    break;
  }

  std::string Text;
  if (Opts.Mode == PrintMode::OMPACC) {
    llvm::SmallVector<StringRef, 4> AccLines;
    AccText.split(AccLines, '\n');
    for (StringRef L : AccLines)
      Text += (Text.empty() ? "" : NL) + "// " + L.trim().str();
    for (const std::string &L : Lines)
      Text += NL + L;
  } else {
    for (const std::string &L : Lines) {
      // With line markers, every line of the translation that opens the
      // construct is on the OpenACC directive's line: its OpenMP
      // directives, so that the runtime's messages and the debug
      // information name that line, and the statements before them (the
      // profiling hooks, an async queue's const, present lookups, a gang
      // reduction's setup, the run-ahead mark), so that a warning about an
      // expression of the directive they repeat (an `if` condition that is
      // an array) names it too, not a line after it.
      if (Opts.LineMarkers && !Text.empty())
        Text += "\n" + lineMarker(Begin);
      Text += (Text.empty() ? "" : NL) + L;
    }
  }
  if (Opts.LineMarkers) {
    Text += (Text.empty() ? "" : "\n") + lineMarker(Last, 1);
    RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
  } else if (Text.empty()) {
    removeDirectiveLines(Begin, DirEnd);
  } else {
    RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
  }
  return true;
}

std::string SourceRewriter::lineMarker(SourceLocation Loc,
                                       unsigned Later) const {
  PresumedLoc P = SM.getPresumedLoc(Loc);
  if (P.isInvalid())
    return "#line " + std::to_string(SM.getSpellingLineNumber(Loc) + Later) +
           " \"" + escaped(Opts.FileName) + "\"";
  return "#line " + std::to_string(P.getLine() + Later) + " \"" +
         escaped(P.getFilename()) + "\"";
}

void SourceRewriter::removeDirectiveLines(SourceLocation Begin,
                                          SourceLocation End) {
  auto [FID, BeginOff] = SM.getDecomposedLoc(Begin);
  unsigned EndOff = SM.getFileOffset(End);
  StringRef Buf = SM.getBufferData(FID);
  unsigned LineStart = lineStart(Buf, BeginOff);
  unsigned LineEnd = EndOff;
  while (LineEnd < Buf.size() && (Buf[LineEnd] == ' ' || Buf[LineEnd] == '\t'))
    ++LineEnd;
  bool Alone = Buf.slice(LineStart, BeginOff).trim().empty() &&
               (LineEnd == Buf.size() || Buf[LineEnd] == '\n');
  SourceLocation FileStart = SM.getLocForStartOfFile(FID);
  if (Alone)
    RW.RemoveText(CharSourceRange::getCharRange(
        FileStart.getLocWithOffset(LineStart),
        FileStart.getLocWithOffset(
            std::min<unsigned>(LineEnd + 1, Buf.size()))));
  else
    RW.RemoveText(CharSourceRange::getCharRange(Begin, End));
}

std::string SourceRewriter::escaped(StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out;
}

PrintedSource printSource(ASTContext &Ctx,
                        const std::vector<const OpenACCConstructStmt *> &Roots,
                        const std::vector<frontend::CollectedDeclare> &Declares,
                        const transform::Translation &T,
                        const SourcePrintOptions &Opts) {
  return SourceRewriter(Ctx, T, Opts).run(Roots, Declares);
}

} // namespace accc::print
