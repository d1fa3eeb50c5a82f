//===- ReductionItems.cpp - Reduction items clang's Sema rejects ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3 sec. 2.5.15 allows `+` and `*` reductions of C's `_Complex`
// types and reduces a composite variable member by member, nested ones
// too, and its var-list holds members; clang 22's Sema rejects a complex
// variable ("invalid type '_Complex float' used in OpenACC 'reduction'
// variable reference; type is not a scalar value"), a struct with a struct
// or array member, and any member (`s.x`: "OpenACC variable is not a valid
// variable name, ..."), and drops the item from the AST: no callback sees
// it, and a text rewrite before the parse cannot know an item's type. So
// (PipelineAction.cpp):
//  1. The parse runs as always, RejectedReductionProbe watching its
//     diagnostics: clang's err_acc_reduction_type for a complex, struct or
//     array type (of the item, a member or an element) is kept from the
//     user, its notes too, and the item's position recorded where it is in
//     a file's text; so is clang's err_acc_not_a_var_ref for an item that
//     the text shows is a member in a reduction clause (a chain of fields
//     and subscripts from a name: isMemberInReduction), which
//     Analysis/MemberReductions.cpp reduces through a local.
//  2. If the parse had such errors and no other error, its output is
//     dropped and it runs again with each reduction clause that holds a
//     recorded item read as `private` (LegacySpelling.cpp rule 4): clang
//     binds the items' names and accepts them. Where a directive is not in
//     the main file's text (a header's, a macro's `_Pragma`), the pipeline
//     of the first parse asks for the preprocessed unit instead, as it
//     does for any such directive (Translate.cpp): the parse of the unit,
//     whose directives are all lines of its text, does 1 and 2.
//  3. After that parse, restoreRewrittenClauses makes each such clause a
//     reduction clause again, with the same items and the operator the
//     rewrite recorded, in place in its construct (as ElementItems.cpp
//     replaces list items), and writes the replaced text back into the
//     file's buffer: the analysis checks the items (a complex number, C's
//     or C++'s std::complex, takes
//     `+` and `*` only, a member must be arithmetic or a struct or array
//     of them: Analysis/CompositeReductions.cpp) and the translation
//     declares their reductions (Transform/DeclaredReductions.cpp), as
//     for the items clang accepts; printed source and later diagnostics
//     show the user's text.
//  4. The same probe keeps clang's err_acc_routine_overload_set from the
//     user where the name of the `routine(name)` directive is a standard
//     math function's (C++'s <math.h> declares `fmin` for float, double and
//     long double), and records the directive's line: the next parse
//     blanks the directive (LegacySpelling.cpp rule 7), Translate.cpp
//     reports it and leaves it out of the OpenMP.
// A parse with other errors reports them, not the rejected items (which
// accc would translate); a source without such items is parsed once.
// The same restore serves the `firstprivate` clauses that a parse after a
// crash of clang's read as `private` (LegacySpelling.cpp rule 6).
//
// Tests: test/Translate/reduction-complex.c (the printed OpenACC is the
// user's), test/Execution/reduction-complex.c, reduction-complex.cpp,
// test/Translate/reduction-struct-nested.c,
// test/Execution/reduction-struct-nested.c, test/Execution/reduction-macro.c
// (a directive from a macro), test/Diagnostics/reduction-complex-operator.c,
// reduction-struct-member.c (-verify sees the second parse's diagnostics),
// reduction-complex-other-errors.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/ReductionItems.h"
#include "accc/Analysis/CompositeReductions.h"
#include "clang/AST/OpenACCClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include <regex>
#include <tuple>

using namespace clang;

namespace accc::driver {

namespace {

/// Rule 1 for a member (`s.x`, `p->a.b`, `s.v[0:n]`, a member `x` of
/// `this`): whether the item at \p Loc, which clang's err_acc_not_a_var_ref
/// rejects, is one in a reduction clause. The clause is found in the text:
/// back from the item to the parenthesis that opens its list, which must
/// follow `reduction`.
bool isMemberInReduction(const SourceManager &SM, SourceLocation Loc,
                         bool CPlusPlus) {
  Loc = SM.getSpellingLoc(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(Loc), &Invalid);
  if (Invalid)
    return false;
  size_t At = SM.getFileOffset(Loc);
  // The item's start: the `:` or `,` before it at depth 0.
  size_t Start = std::string::npos, Open = std::string::npos;
  int Depth = 0;
  for (size_t I = At; I-- > 0 && At - I < 4096;) {
    char C = Buffer[I];
    if (C == ')' || C == ']')
      ++Depth;
    else if ((C == '(' || C == '[') && Depth > 0)
      --Depth;
    else if (C == '(') {
      Open = I;
      break;
    } else if (C == '[' || C == '\n' || C == ';' || C == '{' || C == '}')
      return false;
    else if ((C == ':' || C == ',') && Depth == 0 && Start == std::string::npos)
      Start = I + 1;
  }
  if (Open == std::string::npos || Start == std::string::npos)
    return false;
  if (!Buffer.substr(0, Open).rtrim(" \t").ends_with("reduction"))
    return false;
  // The item's end: the `,` or `)` after it at depth 0.
  size_t End = At;
  for (Depth = 0; End < Buffer.size(); ++End) {
    char C = Buffer[End];
    if (C == '(' || C == '[')
      ++Depth;
    else if ((C == ')' || C == ']') && Depth > 0)
      --Depth;
    else if ((C == ')' || C == ',') && Depth == 0)
      break;
    else if (C == '\n' || C == ';')
      return false;
  }
  // A chain of fields and subscripts (or ranges) from a name.
  static const std::regex Member(
      R"(\s*\(*\s*[A-Za-z_]\w*\s*\)*\s*)"
      R"((((\.|->)\s*[A-Za-z_]\w*|\[[^\]]*\])\s*\)*\s*)*)");
  std::string Item = Buffer.substr(Start, End - Start).str();
  // A bare name is a member only of `this` (C++): in C it is a function or
  // an enumerator, which clang's error is about.
  if (!CPlusPlus && Item.find('.') == std::string::npos &&
      Item.find("->") == std::string::npos)
    return false;
  return std::regex_match(Item, Member);
}

/// Rule 1: whether \p Info rejects a reduction item accc reduces itself.
bool rejectsReducibleItem(const Diagnostic &Info, bool CPlusPlus) {
  if (Info.getID() == diag::err_acc_not_a_var_ref && Info.hasSourceManager())
    return isMemberInReduction(Info.getSourceManager(), Info.getLocation(),
                               CPlusPlus);
  if (Info.getID() != diag::err_acc_reduction_type || Info.getNumArgs() < 2 ||
      !Info.hasSourceManager())
    return false;
  // A class that is not an aggregate comes as its declaration.
  if (Info.getArgKind(0) == DiagnosticsEngine::ak_nameddecl)
    return analysis::isStdComplexClass(dyn_cast_or_null<CXXRecordDecl>(
        reinterpret_cast<const NamedDecl *>(Info.getRawArg(0))));
  if (Info.getArgKind(0) != DiagnosticsEngine::ak_qualtype)
    return false;
  // %1 selects why: 0 and 1 say "not a scalar value"; the others (not an
  // aggregate, which came above, not complete, not a class or struct)
  // stand.
  int64_t Why = Info.getArgKind(1) == DiagnosticsEngine::ak_uint
                    ? int64_t(Info.getArgUInt(1))
                : Info.getArgKind(1) == DiagnosticsEngine::ak_sint
                    ? Info.getArgSInt(1)
                    : -1;
  QualType T = QualType::getFromOpaquePtr(
      reinterpret_cast<void *>(Info.getRawArg(0)));
  if ((Why != 0 && Why != 1) || T.isNull())
    return false;
  return T->isAnyComplexType() || T->isArrayType() ||
         (T->isRecordType() && !T->isUnionType());
}

/// The functions of C's <math.h> (and C++'s abs) whose overloads C++'s
/// <math.h> and <cmath> declare, and whose device versions the offloading
/// compilation provides.
bool isStandardMathFunction(StringRef Name) {
  if (!Name.consume_front("std::"))
    Name.consume_front("::");
  static const llvm::StringSet<> Names = {
      "abs",       "fabs",      "acos",       "asin",     "atan",
      "atan2",     "cos",       "sin",        "tan",      "acosh",
      "asinh",     "atanh",     "cosh",       "sinh",     "tanh",
      "exp",       "exp2",      "expm1",      "frexp",    "ilogb",
      "ldexp",     "log",       "log10",      "log1p",    "log2",
      "logb",      "modf",      "scalbn",     "scalbln",  "cbrt",
      "hypot",     "pow",       "sqrt",       "erf",      "erfc",
      "lgamma",    "tgamma",    "ceil",       "floor",    "nearbyint",
      "rint",      "lrint",     "llrint",     "round",    "lround",
      "llround",   "trunc",     "fmod",       "remainder", "remquo",
      "copysign",  "nextafter", "nexttoward", "fdim",     "fmax",
      "fmin",      "fma",       "fpclassify", "isfinite", "isinf",
      "isnan",     "isnormal",  "signbit"};
  return Names.contains(Name);
}

/// Rule 4 (file comment): the name a `routine(name)` rejection is about,
/// when \p Info is one; empty otherwise.
StringRef rejectedRoutineName(const Diagnostic &Info) {
  if (Info.getID() != diag::err_acc_routine_overload_set ||
      !Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  // A `_Pragma`'s name is spelled in a scratch buffer.
  SourceLocation Loc = SM.getSpellingLoc(Info.getLocation());
  bool Invalid = false;
  const char *P = SM.getCharacterData(Loc, &Invalid);
  if (Invalid)
    return {};
  size_t N = 0;
  while (P[N] && (isalnum(static_cast<unsigned char>(P[N])) || P[N] == '_' ||
                  P[N] == ':'))
    ++N;
  return StringRef(P, N);
}

OpenACCReductionOperator operatorOf(StringRef Op) {
  using O = OpenACCReductionOperator;
  return llvm::StringSwitch<O>(Op)
      .Case("+", O::Addition)
      .Case("*", O::Multiplication)
      .Case("max", O::Max)
      .Case("min", O::Min)
      .Case("&", O::BitwiseAnd)
      .Case("|", O::BitwiseOr)
      .Case("^", O::BitwiseXOr)
      .Case("&&", O::And)
      .Case("||", O::Or)
      .Default(O::Invalid);
}

/// Where a clause starts: the file as clang opened it, line, column.
using ClauseKey = std::tuple<std::string, unsigned, unsigned>;

/// What a clause read as `private` was: a reduction with its operator, or
/// (with no operator) a `firstprivate` clause.
using RestoredClauses =
    std::map<ClauseKey, std::optional<OpenACCReductionOperator>>;

/// Rule 3 on the clauses of every construct that can hold a reduction or
/// a `firstprivate` clause.
class ClauseRestorer : public RecursiveASTVisitor<ClauseRestorer> {
public:
  ClauseRestorer(ASTContext &Ctx, const RestoredClauses &Heads)
      : Ctx(Ctx), Heads(Heads) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitOpenACCComputeConstruct(OpenACCComputeConstruct *S) {
    return restore(S->clauses());
  }
  bool VisitOpenACCCombinedConstruct(OpenACCCombinedConstruct *S) {
    return restore(S->clauses());
  }
  bool VisitOpenACCLoopConstruct(OpenACCLoopConstruct *S) {
    return restore(S->clauses());
  }

private:
  ASTContext &Ctx;
  const RestoredClauses &Heads;

  bool restore(ArrayRef<const OpenACCClause *> Clauses) {
    const SourceManager &SM = Ctx.getSourceManager();
    for (size_t I = 0; I < Clauses.size(); ++I) {
      const auto *P = dyn_cast<OpenACCPrivateClause>(Clauses[I]);
      SourceLocation Loc = P ? P->getBeginLoc() : SourceLocation();
      if (!P || !Loc.isFileID())
        continue;
      auto It = Heads.find({SM.getFilename(Loc).str(),
                            SM.getSpellingLineNumber(Loc),
                            SM.getSpellingColumnNumber(Loc)});
      if (It == Heads.end())
        continue;
      // The clauses live in the construct's trailing storage, which nothing
      // of clang reads after Sema (ElementItems.cpp does the same to items).
      // Their recipes (for clang's own code generation) stay empty.
      const OpenACCClause *Restored;
      if (It->second) {
        llvm::SmallVector<OpenACCReductionRecipeWithStorage, 2> Recipes(
            P->getVarList().size(),
            OpenACCReductionRecipeWithStorage::Empty());
        Restored = OpenACCReductionClause::Create(
            Ctx, Loc, P->getLParenLoc(), *It->second, P->getVarList(),
            Recipes, P->getEndLoc());
      } else {
        llvm::SmallVector<OpenACCFirstPrivateRecipe, 2> Recipes(
            P->getVarList().size(), OpenACCFirstPrivateRecipe::Empty());
        Restored = OpenACCFirstPrivateClause::Create(
            Ctx, Loc, P->getLParenLoc(), P->getVarList(), Recipes,
            P->getEndLoc());
      }
      const_cast<const OpenACCClause **>(Clauses.data())[I] = Restored;
    }
    return true;
  }
};

} // namespace

RejectedReductionProbe::~RejectedReductionProbe() {
  // Never given back (a parse that crashed): the engine may be gone, and
  // its client with it in mind.
  if (Diags)
    (void)OwnedInner.release();
}

void RejectedReductionProbe::attach(DiagnosticsEngine &Engine) {
  Diags = &Engine;
  Inner = Engine.getClient();
  OwnedInner = Engine.takeClient();
  Engine.setClient(this, /*ShouldOwnClient=*/false);
  syncCounts();
}

void RejectedReductionProbe::BeginSourceFile(const LangOptions &LO,
                                             const Preprocessor *PP) {
  CPlusPlus = LO.CPlusPlus;
  Inner->BeginSourceFile(LO, PP);
}

void RejectedReductionProbe::EndSourceFile() {
  Inner->EndSourceFile();
  syncCounts();
}

void RejectedReductionProbe::finish() {
  Inner->finish();
  syncCounts();
  Diags->setClient(Inner, OwnedInner.release() != nullptr);
  Diags = nullptr;
}

bool RejectedReductionProbe::IncludeInDiagnosticCounts() const {
  return Inner->IncludeInDiagnosticCounts();
}

void RejectedReductionProbe::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                              const Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && Keeping)
    return;
  Keeping = false;
  if (Level >= DiagnosticsEngine::Error &&
      rejectsReducibleItem(Info, CPlusPlus)) {
    const SourceManager &SM = Info.getSourceManager();
    // An item a macro names (`reduction(+:Z)`): where the macro is used.
    SourceLocation Loc = SM.getExpansionLoc(Info.getLocation());
    if (Loc.isValid() && SM.getFileEntryRefForID(SM.getFileID(Loc)))
      Items[SM.getFilename(Loc).str()].push_back(
          {SM.getSpellingLineNumber(Loc), SM.getSpellingColumnNumber(Loc)});
    ++Kept;
    Keeping = true;
    return;
  }
  if (Level >= DiagnosticsEngine::Error) {
    StringRef Name = rejectedRoutineName(Info);
    if (!Name.empty() && isStandardMathFunction(Name)) {
      // A directive from a macro is a line of the preprocessed unit, which
      // the pipeline translates instead (as for reduction items).
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation Loc = Info.getLocation();
      if (Loc.isFileID() && SM.getFileEntryRefForID(SM.getFileID(Loc)))
        LibraryRoutines[SM.getFilename(Loc).str()].push_back(
            SM.getSpellingLineNumber(Loc));
      ++Kept;
      Keeping = true;
      return;
    }
    OtherErrors = true;
  }
  Inner->HandleDiagnostic(Level, Info);
  syncCounts();
}

void RejectedReductionProbe::syncCounts() {
  // The wrapped consumer's counts (clang's "N errors generated", the
  // parse's result), which leave the kept errors out (and, under -verify,
  // the expected ones).
  NumErrors = Inner->getNumErrors();
  NumWarnings = Inner->getNumWarnings();
}

void restoreRewrittenClauses(ASTContext &Ctx,
                           const std::vector<LegacyPlace> &Places) {
  SourceManager &SM = Ctx.getSourceManager();
  RestoredClauses Heads;
  for (const LegacyPlace &P : Places) {
    if (P.Kind != LegacyKind::ReductionAsPrivate &&
        P.Kind != LegacyKind::FirstprivateAsPrivate)
      continue;
    auto File = SM.getFileManager().getOptionalFileRef(P.File);
    SourceLocation Loc =
        File ? SM.translateFileLineCol(*File, P.Line, P.Column)
             : SourceLocation();
    if (Loc.isInvalid())
      continue;
    std::optional<OpenACCReductionOperator> Op;
    if (P.Kind == LegacyKind::ReductionAsPrivate)
      Op = operatorOf(P.Operator);
    Heads[{SM.getFilename(Loc).str(), P.Line, P.Column}] = Op;
  }
  if (!Heads.empty())
    ClauseRestorer(Ctx, Heads).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace accc::driver
