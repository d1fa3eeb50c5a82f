//===- OMPPrint.cpp - The one serializer of the OpenMP IR -----------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Turns the OpenMP IR (OMPTree.h) into source text: clauses, directives,
// statements and the opening and closing lines of a node. Every printer,
// the dump and the -Minfo lines print through these functions.
//
// Tests: unittests/Transform/OMPTreeTest.cpp, and every test/Translate test.
//
//===----------------------------------------------------------------------===//

#include "accc/Transform/OMPTree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace accc::transform {

llvm::StringRef ompWordName(OMPWord W) {
  switch (W) {
  case OMPWord::Target:
    return "target";
  case OMPWord::Teams:
    return "teams";
  case OMPWord::Distribute:
    return "distribute";
  case OMPWord::Parallel:
    return "parallel";
  case OMPWord::For:
    return "for";
  case OMPWord::Simd:
    return "simd";
  case OMPWord::Data:
    return "data";
  case OMPWord::EnterData:
    return "enter data";
  case OMPWord::ExitData:
    return "exit data";
  case OMPWord::Update:
    return "update";
  case OMPWord::DeclareTarget:
    return "declare target";
  case OMPWord::BeginDeclareTarget:
    return "begin declare target";
  case OMPWord::DeclareVariant:
    return "declare variant";
  case OMPWord::DeclareReduction:
    return "declare reduction";
  case OMPWord::Taskwait:
    return "taskwait";
  case OMPWord::Atomic:
    return "atomic";
  case OMPWord::Allocate:
    return "allocate";
  }
  llvm_unreachable("unknown OpenMP word");
}

llvm::StringRef ompClauseName(OMPClauseKind K) {
  switch (K) {
  case OMPClauseKind::Map:
    return "map";
  case OMPClauseKind::To:
    return "to";
  case OMPClauseKind::From:
    return "from";
  case OMPClauseKind::Shared:
    return "shared";
  case OMPClauseKind::Private:
    return "private";
  case OMPClauseKind::FirstPrivate:
    return "firstprivate";
  case OMPClauseKind::LastPrivate:
    return "lastprivate";
  case OMPClauseKind::Reduction:
    return "reduction";
  case OMPClauseKind::IsDevicePtr:
    return "is_device_ptr";
  case OMPClauseKind::UseDevicePtr:
    return "use_device_ptr";
  case OMPClauseKind::UseDeviceAddr:
    return "use_device_addr";
  case OMPClauseKind::Depend:
    return "depend";
  case OMPClauseKind::Link:
    return "link";
  case OMPClauseKind::DirectiveList:
    return "";
  case OMPClauseKind::NumTeams:
    return "num_teams";
  case OMPClauseKind::ThreadLimit:
    return "thread_limit";
  case OMPClauseKind::NumThreads:
    return "num_threads";
  case OMPClauseKind::Device:
    return "device";
  case OMPClauseKind::If:
    return "if";
  case OMPClauseKind::Collapse:
    return "collapse";
  case OMPClauseKind::Schedule:
    return "schedule";
  case OMPClauseKind::DistSchedule:
    return "dist_schedule";
  case OMPClauseKind::SimdLen:
    return "simdlen";
  case OMPClauseKind::Match:
    return "match";
  case OMPClauseKind::Allocator:
    return "allocator";
  case OMPClauseKind::Initializer:
    return "initializer";
  case OMPClauseKind::OmpxDynCGroupMem:
    return "ompx_dyn_cgroup_mem";
  case OMPClauseKind::NoWait:
    return "nowait";
  case OMPClauseKind::Read:
    return "read";
  case OMPClauseKind::Write:
    return "write";
  case OMPClauseKind::Update:
    return "update";
  case OMPClauseKind::Capture:
    return "capture";
  case OMPClauseKind::Compare:
    return "compare";
  case OMPClauseKind::SeqCst:
    return "seq_cst";
  case OMPClauseKind::OmpxBare:
    return "ompx_bare";
  }
  llvm_unreachable("unknown OpenMP clause");
}

llvm::StringRef ompMapTypeName(OMPMapType T) {
  switch (T) {
  case OMPMapType::To:
    return "to";
  case OMPMapType::From:
    return "from";
  case OMPMapType::ToFrom:
    return "tofrom";
  case OMPMapType::Alloc:
    return "alloc";
  case OMPMapType::Release:
    return "release";
  case OMPMapType::Delete:
    return "delete";
  }
  llvm_unreachable("unknown map type");
}

std::string OMPClause::text() const {
  std::string Name = ompClauseName(Kind).str();
  if (!isListClause(Kind)) {
    if (Arg.empty())
      return Name;
    return Name + "(" + (Modifier.empty() ? "" : Modifier + ": ") + Arg + ")";
  }
  llvm::SmallVector<std::string, 3> Mods;
  if (Hold)
    Mods.push_back("ompx_hold");
  if (Present)
    Mods.push_back("present");
  if (!Modifier.empty())
    Mods.push_back(Modifier);
  if (MapType)
    Mods.push_back(ompMapTypeName(*MapType).str());
  std::string List;
  for (const OMPItem &I : Items)
    List += (List.empty() ? "" : ", ") + I.Text;
  std::string Prefix = Mods.empty() ? "" : llvm::join(Mods, ", ") + ": ";
  return Name + "(" + Prefix + List + ")";
}

std::string OMPDirective::name() const {
  llvm::SmallVector<OMPWord, 6> Sorted(Words.begin(), Words.end());
  llvm::sort(Sorted);
  std::string S;
  for (OMPWord W : Sorted) {
    if (!S.empty())
      S += ' ';
    S += ompWordName(W);
  }
  return S;
}

std::string OMPDirective::text() const {
  std::string S = "omp " + name();
  for (const OMPClause &C : Clauses)
    S += C.Kind == OMPClauseKind::DirectiveList ? C.text() : " " + C.text();
  return S;
}

namespace {

void printAll(const OMPStmts &Stmts, std::vector<std::string> &Lines,
              unsigned Level = 0) {
  for (const OMPStmt &S : Stmts)
    S.print(Lines, Level);
}

} // namespace

void OMPStmt::print(std::vector<std::string> &Lines, unsigned Level) const {
  std::string Indent(2 * Level, ' ');
  switch (K) {
  case Kind::Decl:
  case Kind::Code:
    Lines.push_back(Indent + Text);
    return;
  case Kind::Directive:
    Lines.push_back(Indent + "#pragma " + Dir->text());
    return;
  case Kind::Loop: {
    Lines.push_back(Indent + "for (long long " + Var + " = " + Lb + "; " +
                    Var + " < " + End + "; ++" + Var + ") {");
    printAll(Body, Lines, Level + 1);
    Lines.push_back(Indent + "}");
    return;
  }
  }
}

std::vector<std::string> printLines(const OMPStmts &Stmts) {
  std::vector<std::string> Lines;
  printAll(Stmts, Lines);
  return Lines;
}

namespace {

/// A collapsed nest's 32-bit index version (or multicore's outer loop).
void printIndexLoop(const OMPCollapseVersion &V, const OMPDirective &D,
                    std::vector<std::string> &Lines) {
  Lines.push_back("if (" + V.Fits + ") {");
  printAll(V.Before, Lines);
  Lines.push_back("#pragma " + OMPCollapseVersion::uncollapsed(D).text());
  if (!V.OuterLoop) {
    Lines.push_back("for (int " + V.Var + " = 0; " + V.Var + " < " + V.End +
                    "; ++" + V.Var + ") {");
    printAll(V.Indices, Lines);
  }
  Lines.push_back(VersionBodyLine.str());
  if (!V.OuterLoop)
    Lines.push_back("}");
}

/// The direct kernel (OMPDirectKernel) of a collapsed nest.
void printDirect(const OMPDirectKernel &K, const OMPDirective &D,
                 std::vector<std::string> &Lines) {
  Lines.push_back("if (" + K.Fits + ") {");
  printAll(K.Before, Lines);
  Lines.push_back("#pragma " + K.directive(D).text());
  Lines.push_back("{");
  printAll(K.Partials, Lines);
  printAll(K.Positions, Lines);
  if (!K.StrideLoop.empty())
    Lines.push_back(K.StrideLoop + " {");
  // (A single loop through the grid has no position left to guard.)
  Lines.push_back(K.Guard.empty() ? "{" : "if (" + K.Guard + ") {");
  printAll(K.Indices, Lines);
  printAll(K.Privates, Lines);
  Lines.push_back("do {");
  if (K.Row) {
    Lines.push_back(RowPrefixLine.str());
    Lines.push_back("{");
    printAll(K.Row->Open, Lines);
    printAll(K.Row->Privates, Lines);
    Lines.push_back("do {");
    Lines.push_back(RowLoopBodyLine.str());
    Lines.push_back("} while (0);");
    printAll(K.Row->Close, Lines);
    Lines.push_back("}");
    if (!K.Row->Suffix.empty()) {
      Lines.push_back("if (" + K.Row->Thread + " == 0) {");
      Lines.push_back(RowSuffixLine.str());
      Lines.push_back("}");
    }
  } else {
    Lines.push_back(VersionBodyLine.str());
  }
  Lines.push_back("} while (0);");
  Lines.push_back("}");
  if (!K.StrideLoop.empty())
    Lines.push_back("}");
  printAll(K.Tail, Lines);
  Lines.push_back("}");
}

std::vector<std::string> openingOf(llvm::ArrayRef<OMPLayer> Layers) {
  std::vector<std::string> Lines;
  for (const OMPLayer &L : Layers) {
    if (L.opensCompound()) {
      Lines.push_back("{");
      printAll(L.Prologue, Lines);
      if (L.ContinueGuard)
        Lines.push_back("do {");
    }
    if (L.Directive && L.CollapseVersion) {
      const OMPCollapseVersion &V = *L.CollapseVersion;
      Lines.push_back(VersionBeginLine.str());
      Lines.push_back("{");
      printAll(V.Counts, Lines);
      if (V.Direct)
        printDirect(*V.Direct, *L.Directive, Lines);
      else
        printIndexLoop(V, *L.Directive, Lines);
      Lines.push_back("} else {");
      Lines.push_back(VersionEndLine.str());
    }
    if (L.Directive && L.Grouped) {
      Lines.push_back("if (" + L.Grouped->Together + ") {");
      Lines.push_back("#pragma " + L.Grouped->Directive.text());
      Lines.push_back("} else {");
      Lines.push_back("#pragma " + L.Directive->text());
      Lines.push_back("}");
    } else if (L.Directive) {
      Lines.push_back("#pragma " + L.Directive->text());
    }
    printAll(L.Statements, Lines);
  }
  return Lines;
}

std::vector<std::string> closingOf(llvm::ArrayRef<OMPLayer> Layers) {
  std::vector<std::string> Lines;
  for (const OMPLayer &L : llvm::reverse(Layers)) {
    if (L.Directive && L.CollapseVersion) {
      Lines.push_back("}"); // else
      Lines.push_back("}"); // the counts' compound statement
    }
    if (!L.opensCompound())
      continue;
    if (L.ContinueGuard)
      Lines.push_back("} while (0);");
    printAll(L.Epilogue, Lines);
    Lines.push_back("}");
  }
  return Lines;
}

} // namespace

/// The clauses a direct kernel keeps (the data environment and the queue);
/// private becomes OMPDirectKernel::Privates.
static bool directKeeps(OMPClauseKind K) {
  switch (K) {
  case OMPClauseKind::Map:
  case OMPClauseKind::Shared:
  case OMPClauseKind::FirstPrivate:
  case OMPClauseKind::IsDevicePtr:
  case OMPClauseKind::NoWait:
  case OMPClauseKind::Depend:
    return true;
  default:
    return false;
  }
}

/// The clauses the direct kernel replaces: the geometry, the schedules and
/// the if condition (which its version's Fits tests).
static bool directReplaces(OMPClauseKind K) {
  switch (K) {
  case OMPClauseKind::If:
  case OMPClauseKind::NumTeams:
  case OMPClauseKind::ThreadLimit:
  case OMPClauseKind::NumThreads:
  case OMPClauseKind::Collapse:
  case OMPClauseKind::Schedule:
  case OMPClauseKind::DistSchedule:
  case OMPClauseKind::SimdLen:
  case OMPClauseKind::Private:
    return true;
  default:
    return false;
  }
}

bool OMPDirectKernel::accepts(const OMPDirective &D) {
  return llvm::all_of(D.Clauses, [](const OMPClause &C) {
    return directKeeps(C.Kind) || directReplaces(C.Kind);
  });
}

OMPDirective OMPDirectKernel::directive(const OMPDirective &D) const {
  OMPDirective K{OMPWord::Target, OMPWord::Teams};
  K.Clauses.push_back(OMPClause::bare(OMPClauseKind::OmpxBare));
  K.Clauses.push_back(OMPClause::value(OMPClauseKind::NumTeams, NumTeams));
  K.Clauses.push_back(
      OMPClause::value(OMPClauseKind::ThreadLimit, ThreadLimit));
  if (SharedBytes || !SharedBytesExpr.empty())
    K.Clauses.push_back(OMPClause::value(
        OMPClauseKind::OmpxDynCGroupMem,
        SharedBytes ? std::to_string(SharedBytes) : SharedBytesExpr));
  for (const OMPClause &C : D.Clauses)
    if (directKeeps(C.Kind))
      K.Clauses.push_back(C);
  return K;
}

OMPDirective OMPCollapseVersion::uncollapsed(const OMPDirective &D) {
  OMPDirective U = D;
  llvm::erase_if(U.Clauses, [](const OMPClause &C) {
    return C.Kind == OMPClauseKind::Collapse;
  });
  return U;
}

namespace {

/// \p Lines with each line that is one of \p With's placeholders replaced
/// by its text (left out where empty).
std::vector<std::string> replaceLines(
    std::vector<std::string> Lines,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> With) {
  std::vector<std::string> Out;
  for (std::string &L : Lines) {
    llvm::StringRef Text = L;
    for (const auto &[Placeholder, Replacement] : With)
      if (L == Placeholder)
        Text = Replacement;
    if (!Text.empty())
      Out.push_back(Text.str());
  }
  return Out;
}

} // namespace

std::vector<std::string> replaceVersionLines(std::vector<std::string> Lines,
                                             llvm::StringRef Body,
                                             llvm::StringRef Begin,
                                             llvm::StringRef End) {
  return replaceLines(std::move(Lines), {{VersionBodyLine, Body},
                                         {VersionBeginLine, Begin},
                                         {VersionEndLine, End}});
}

std::vector<std::string> replaceRowLines(std::vector<std::string> Lines,
                                         llvm::StringRef Prefix,
                                         llvm::StringRef LoopBody,
                                         llvm::StringRef Suffix) {
  return replaceLines(std::move(Lines), {{RowPrefixLine, Prefix},
                                         {RowLoopBodyLine, LoopBody},
                                         {RowSuffixLine, Suffix}});
}

std::vector<std::string> describeRowLines(std::vector<std::string> Lines) {
  return replaceRowLines(std::move(Lines),
                         "(the statements before the vector loop)",
                         "(the body of the vector loop)",
                         "(the statements after the vector loop)");
}

std::vector<std::string> OMPNode::openingLines() const {
  return openingOf(Layers);
}

std::vector<std::string> OMPNode::closingLines() const {
  return closingOf(Layers);
}

std::vector<std::string> OMPNode::iterationOpeningLines() const {
  return openingOf(IterationLayers);
}

std::vector<std::string> OMPNode::iterationClosingLines() const {
  return closingOf(IterationLayers);
}

} // namespace accc::transform
