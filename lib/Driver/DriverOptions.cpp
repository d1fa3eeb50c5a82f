//===- DriverOptions.cpp - The accc command line ---------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// accc takes clang/gcc command lines. Its own options select the target, the
// mapping and the print modes; clang options it does not know go to clang:
// preprocessor and language options to both the OpenACC parse and the
// OpenMP compile, code generation and link options to the compile only.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/DriverOptions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

namespace accc::driver {

namespace {

bool isSourceFile(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(Path.rsplit('.').second)
      .Cases({"c", "cc", "cpp", "cxx", "C", "c++"}, true)
      .Default(false);
}

/// Options whose value is the next argument.
bool takesValue(llvm::StringRef A) {
  return llvm::StringSwitch<bool>(A)
      .Cases({"-I", "-D", "-U", "-include", "-isystem", "-iquote",
              "-idirafter"},
             true)
      .Cases({"-x", "-Xclang", "-MF", "-MT", "-MQ", "-L", "-l", "-Xlinker",
              "-Xassembler", "-Xpreprocessor"},
             true)
      .Cases({"-Xopenmp-target", "-Xoffload-linker", "-Xcuda-ptxas",
              "-Xarch_host", "-Xarch_device", "-target", "-arch", "-mllvm"},
             true)
      .Default(false);
}

/// Options that matter to the OpenACC parse (preprocessing and language).
bool isFrontendFlag(llvm::StringRef A) {
  // -Wl, and -Wa, pass options to the linker and the assembler, not
  // warnings.
  if (A.starts_with("-Wl,") || A.starts_with("-Wa,"))
    return false;
  return A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") ||
         A.starts_with("-include") || A.starts_with("-isystem") ||
         A.starts_with("-iquote") || A.starts_with("-idirafter") ||
         A.starts_with("-std=") || A.starts_with("-x") ||
         A.starts_with("-W") || A == "-w" || A == "-pedantic" ||
         A == "-pedantic-errors" || A == "-pthread" || A == "-Xclang" ||
         A.starts_with("-fno-exceptions") || A.starts_with("-fexceptions") ||
         A.starts_with("-fno-rtti") || A.starts_with("-fcolor-diagnostics") ||
         A.starts_with("-fno-color-diagnostics") || A.starts_with("-ferror-limit");
}

} // namespace

DriverOptions optionsForSource(const DriverOptions &O, size_t I) {
  DriverOptions S = O;
  if (I < O.SourceLanguages.size() && !O.SourceLanguages[I].empty())
    S.FrontendFlags.insert(S.FrontendFlags.begin(),
                           {"-x", O.SourceLanguages[I]});
  return S;
}

/// PGI's `-ta=` (target accelerator), still in Makefiles and in CMake's
/// FindOpenACC (OpenACC_ACCEL_TARGET): `tesla` or `nvidia` is -acc=gpu,
/// `multicore` and `host` the same targets; among the GPU's sub-options
/// (`-ta=tesla:cc80,managed`, `-ta=tesla,cc35,kepler`) `ccNN` of a GPU
/// clang 22 offloads to (compute capability 5.0 and later) is the
/// architecture, as -gpu=ccNN; the others are ignored with a warning.
static void parsePGITarget(llvm::StringRef Value, DriverOptions &O) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Value.split(Parts, llvm::any_of(Value, [](char C) { return C == ':'; })
                         ? ':'
                         : ',');
  llvm::StringRef Target = Parts.empty() ? "" : Parts.front();
  if (Target == "tesla")
    O.Target = TargetKind::GPU;
  else if (auto T = parseTargetKind(Target))
    O.Target = T;
  else {
    O.Errors.push_back("invalid value '" + Value.str() +
                       "' in '-ta=': expected tesla, nvidia, multicore or "
                       "host (or use -acc=gpu|multicore|host)");
    return;
  }
  std::vector<llvm::StringRef> Subs;
  for (size_t I = 1; I < Parts.size(); ++I) {
    llvm::SmallVector<llvm::StringRef, 4> More;
    Parts[I].split(More, ',');
    Subs.insert(Subs.end(), More.begin(), More.end());
  }
  for (llvm::StringRef S : Subs) {
    unsigned CC = 0;
    if (O.Target == TargetKind::GPU && S.starts_with("cc") &&
        !S.drop_front(2).getAsInteger(10, CC) && CC >= 50) {
      O.OffloadArch = "sm_" + std::to_string(CC);
      continue;
    }
    if (S.empty())
      continue;
    O.OptionWarnings.push_back("'" + S.str() + "' in '-ta=" + Value.str() +
                         "' is ignored" +
                         (S.starts_with("cc") ? ": clang 22 offloads to GPUs "
                                                "of compute capability 5.0 "
                                                "and later (default sm_90)"
                                              : ""));
  }
}

DriverOptions parseCommandLine(const std::vector<std::string> &Args) {
  DriverOptions O;
  std::string Language; // of `-x`, for the sources after it
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    auto Value = [&](llvm::StringRef Prefix) { return A.substr(Prefix.size()); };
    if (A == "--help" || A == "-help" || A == "-h") {
      O.Help = true;
    } else if (A == "--version") {
      O.Version = true;
    } else if (A == "-c") {
      O.CompileOnly = true;
    } else if (A == "-E" || A == "-M" || A == "-MM") {
      O.PreprocessOnly = true;
      O.BackendFlags.push_back(A.str());
    } else if (A == "-S") {
      O.AssembleOnly = true;
    } else if (A == "-fsyntax-only") {
      O.SyntaxOnly = true;
    } else if (A == "-v") {
      O.Verbose = true;
    } else if (A == "-o") {
      if (I + 1 < Args.size())
        O.Output = Args[++I];
      else
        O.Errors.push_back("argument to '-o' is missing");
    } else if (A.starts_with("-o") && A.size() > 2) {
      O.Output = Value("-o").str();
    } else if (A == "-fopenacc" || A == "-acc") {
      // OpenACC is what accc compiles: accepted and implied. CMake's
      // FindOpenACC tries -fopenacc for Clang (as which accc identifies) and
      // keeps it in OpenACC_<lang>_FLAGS (test/BuildSystems).
    } else if (A.starts_with("-acc=")) {
      if (auto T = parseTargetKind(Value("-acc=")))
        O.Target = T;
      else
        O.Errors.push_back("invalid value '" + Value("-acc=").str() +
                           "' in '-acc=': expected gpu, multicore or host");
    } else if (A.starts_with("-ta=")) {
      parsePGITarget(Value("-ta="), O);
    } else if (A.starts_with("-tp=") || A == "-tp") {
      if (A == "-tp" && I + 1 < Args.size())
        A = Args[++I];
      O.OptionWarnings.push_back("'" + A.str() +
                           "' (PGI's host processor) is ignored: accc "
                           "compiles host code for clang's default target; "
                           "use -march= to choose another");
    } else if (A.starts_with("-acc-mapping=")) {
      if (auto M = parseMappingKind(Value("-acc-mapping=")))
        O.Translate.Mapping = *M;
      else
        O.Errors.push_back("invalid value '" + Value("-acc-mapping=").str() +
                           "' in '-acc-mapping=': expected threads or base");
    } else if (A.starts_with("-acc-geometry=")) {
      llvm::StringRef G = Value("-acc-geometry=");
      if (G == "auto" || G == "safe" || G == "runtime") {
        O.Translate.TunedGeometry = G != "runtime";
        O.Translate.ThreadLimit256 = G == "safe";
      } else {
        O.Errors.push_back(
            "invalid value '" + G.str() +
            "' in '-acc-geometry=': expected auto, safe or runtime");
      }
    } else if (A.starts_with("-acc-collapse=")) {
      llvm::StringRef G = Value("-acc-collapse=");
      if (G == "auto" || G == "plain")
        O.Translate.CollapseVersions = G == "auto";
      else
        O.Errors.push_back("invalid value '" + G.str() +
                           "' in '-acc-collapse=': expected auto or plain");
    } else if (A == "-fno-openacc-hold") {
      O.Translate.UseHold = false;
    } else if (A == "-fopenacc-hold") {
      O.Translate.UseHold = true;
    } else if (A == "-fno-openacc-member-locals") {
      O.Translate.PointerMemberLocals = false;
    } else if (A == "-fopenacc-member-locals") {
      O.Translate.PointerMemberLocals = true;
    } else if (A == "-fopenacc-profiling") {
      O.ProfilingHooks = true;
    } else if (A == "-fno-openacc-profiling") {
      O.ProfilingHooks = false;
    } else if (A == "-fopenacc-present-lookup") {
      O.PresentLookups = true;
    } else if (A == "-fno-openacc-present-lookup") {
      O.PresentLookups = false;
    } else if (A == "-fopenacc-direct-kernels") {
      O.DirectKernels = true;
    } else if (A == "-fno-openacc-direct-kernels") {
      O.DirectKernels = false;
    } else if (A == "-fopenacc-ptx-loops") {
      O.PtxLoops = true;
    } else if (A == "-fno-openacc-ptx-loops") {
      O.PtxLoops = false;
    } else if (A == "-fopenacc-run-ahead") {
      O.RunAhead = true;
    } else if (A == "-fno-openacc-run-ahead") {
      O.RunAhead = false;
    } else if (A == "-fopenacc-gang-reductions") {
      O.GangReductions = true;
    } else if (A == "-fno-openacc-gang-reductions") {
      O.GangReductions = false;
    } else if (A.starts_with("-fopenacc-print=") ||
               A.starts_with("-fopenacc-ast-print=")) {
      auto [Name, Mode] = A.split('=');
      if (auto M = parsePrintMode(Mode))
        (Name == "-fopenacc-print" ? O.Print : O.ASTPrint) = *M;
      else
        O.Errors.push_back("invalid value '" + Mode.str() + "' in '" +
                           Name.str() +
                           "=': expected acc, omp, acc-omp or omp-acc");
    } else if (A == "-fopenacc-ast-dump") {
      O.ASTDump = true;
    } else if (A == "-fopenacc-keep-omp") {
      O.KeepTranslation = true;
    } else if (A == "-Minfo" || A == "-Raccc-info") {
      O.Info = true;
    } else if (A.starts_with("-Minfo=")) {
      // nvc's spelling: a list of categories; accc reports the accelerator
      // one (accel, acc, all) and has nothing to say for the others
      // (inline, loop, vect, ...), which are accepted as Makefiles use them.
      llvm::SmallVector<llvm::StringRef, 4> Cats;
      Value("-Minfo=").split(Cats, ',');
      for (llvm::StringRef C : Cats)
        O.Info |= C == "accel" || C == "acc" || C == "all";
    } else if (A == "-Rno-accc-info") {
      O.Info = false;
    } else if ((A.starts_with("-W") || A == "-w") && O.Warnings.consume(A)) {
      // A flag of accc's own warning groups, which clang does not know;
      // consume() also notes -Werror, -Wno-error and -w, which go on to
      // clang below.
    } else if (A == "-fopenmp" || A.starts_with("-fopenmp=") ||
               A == "-qopenmp" || A == "-mp" ||
               (A == "-Xclang" && I + 1 < Args.size() &&
                (Args[I + 1] == "-fopenmp" ||
                 llvm::StringRef(Args[I + 1]).starts_with("-fopenmp=")))) {
      if (A == "-Xclang")
        A = Args[++I]; // CMake's FindOpenMP tries `-Xclang -fopenmp`
      O.Errors.push_back("'" + A.str() +
                         "' cannot be used with OpenACC: accc translates "
                         "OpenACC to OpenMP and does not accept OpenMP "
                         "directives in the same source");
    } else if (A.starts_with("--offload-arch=")) {
      O.OffloadArch = Value("--offload-arch=").str();
    } else if (A.starts_with("-gpu=cc")) {
      O.OffloadArch = "sm_" + Value("-gpu=cc").str();
    } else if (A.starts_with("-fopenmp")) {
      O.BackendFlags.push_back(A.str()); // -fopenmp-* tune the OpenMP compile
    } else if (A.starts_with("-x")) {
      // The language of the inputs after it (clang's `-x`; `none`: by
      // extension again).
      Language = A == "-x" ? (I + 1 < Args.size() ? Args[++I] : "")
                           : A.drop_front(2).str();
      if (Language == "none")
        Language.clear();
    } else if (!A.starts_with("-") || A == "-") {
      bool Source = A == "-" || isSourceFile(A) ||
                    Language == "c" || Language == "c++";
      (Source ? O.Sources : O.Others).push_back(A.str());
      if (Source)
        O.SourceLanguages.push_back(Language);
    } else {
      std::vector<std::string> &To =
          isFrontendFlag(A) ? O.FrontendFlags : O.BackendFlags;
      To.push_back(A.str());
      if (takesValue(A) && I + 1 < Args.size())
        To.push_back(Args[++I]);
    }
  }
  return O;
}

const char *helpText() {
  return R"(OVERVIEW: accc - OpenACC compiler for C and C++ (OpenACC to OpenMP on Clang/LLVM 22)

USAGE: accc [options] file...
       accc++ [options] file...   (the C++ driver: links as C++, as clang++)

TARGETS:
  -acc=gpu               Offload compute regions to the GPU (default when the
                         NVPTX OpenMP runtime and CUDA's ptxas are installed)
  -acc=multicore         Run compute regions on all CPU cores (one gang per thread)
  -acc=host              Run compute regions on one host thread
  --offload-arch=<sm_NN> GPU architecture (default sm_90); also -gpu=ccNN
  -ta=tesla[:ccNN]       PGI's spellings of the targets: -ta=tesla|nvidia is
  -ta=multicore|host     -acc=gpu (ccNN its architecture), the others the same
                         targets; -tp=<cpu> is ignored with a warning
  -acc-mapping=threads   GPU mapping: innermost partitioned loop level on GPU
                         threads, naked loops gang+vector (default)
  -acc-mapping=base      The Clacc base mapping: gang->distribute,
                         worker->parallel for, vector->simd
  -acc-geometry=auto     GPU launch geometry of gang-vector loops chosen by
                         accc from measurements (default; docs/performance.md)
  -acc-geometry=safe     The same with at most 256 threads per team (what accc
                         falls back to when ptxas cannot fit a kernel's
                         registers; use it for printed OpenMP of large files)
  -acc-geometry=runtime  Leave teams, threads and chunks to the OpenMP runtime
  -acc-collapse=auto     A collapsed loop nest also gets a second version
                         chosen at run time (default): on the GPU with a
                         32-bit index where its iterations fit in an int, on
                         multicore over the outer loop alone where it has
                         iterations enough for the threads (docs/Mapping.md)
  -acc-collapse=plain    collapse(n) alone
  -fno-openacc-direct-kernels
                         Run GPU loops and collapsed nests of 2 or 3 loops
                         through the OpenMP device runtime's loop schedule
                         only; by default they also get ompx_bare kernels,
                         one thread per iteration (a collapsed nest that
                         reduces: a few blocks per SM stepping through the
                         outer loop), used where the construct runs on a
                         GPU (docs/Mapping.md); -fopenacc-direct-kernels
                         prints them in the print modes
  -fno-openacc-hold      Map data without ompx_hold (standard OpenMP; see docs)
  -fno-openacc-member-locals
                         Map members in data clauses as OpenMP does (one
                         range of the object per directive with one count;
                         a pointer member's target with the object and its
                         attachment; a struct read through a scalar
                         member copied whole), instead of through locals
                         set from the members, each member a map of its
                         own, a member only read a firstprivate value (the
                         default for the GPU; docs/Mapping.md, "Pointer
                         members through locals", "Members through their
                         address", "Scalar members a region only reads")
  -fno-openacc-ptx-loops Give CUDA's ptxas the device code's PTX as LLVM
                         wrote it; by default accc turns each loop's exit
                         branch into a branch back to the loop's head, the
                         form ptxas unrolls (libexec/accc-ptxas;
                         docs/performance.md, "Loop branches for ptxas")
  -fno-openacc-profiling Compile without the calls that report each construct
                         to OpenACC profiling libraries (docs/Profiling.md);
                         -fopenacc-profiling prints them in the print modes
  -fno-openacc-present-lookup
                         Map a pointer's present subarray on a synchronous
                         compute construct as OpenMP's map(present) does,
                         instead of passing the device address libacc finds
                         (the default, cheaper per launch; docs/Mapping.md);
                         -fopenacc-present-lookup
                         prints the lookups in the print modes
  -fno-openacc-run-ahead  Wait for every synchronous compute construct where it
                         ends; by default the host goes on at once past one
                         whose effects stay in device memory, and waits at
                         the next operation that could observe them (also
                         ACCC_RUN_AHEAD=0 at run time; docs/Mapping.md);
                         -fopenacc-run-ahead prints the marks in the print
                         modes
  -fno-openacc-gang-reductions
                         Reduce across the gangs of a synchronous GPU
                         construct with OpenMP's teams reduction, not with one
                         atomic per team into memory libacc owns (the default
                         of compiles: 2.5x faster reductions of 2^20
                         elements; the printed OpenMP uses OpenMP's unless
                         -fopenacc-gang-reductions; docs/Mapping.md)

SOURCE-TO-SOURCE:
  -fopenacc-print=<mode> Print the source translated; <mode> is one of
                         omp       OpenMP only (for migrating to OpenMP)
                         acc-omp   OpenACC with OpenMP in comments
                         omp-acc   OpenMP with OpenACC in comments
                         acc       the source unchanged
  -fopenacc-ast-print=<mode>  The same from the AST (macros expanded)
  -fopenacc-ast-dump     Dump the AST of each construct with its data
                         attributes and its OpenMP translation
  -fopenacc-keep-omp     Keep the translated file NAME.omp.c beside the output
  -Minfo=accel           Report how each construct and loop was mapped
                         (remarks; also -Raccc-info, -Minfo, nvc's -Minfo=acc
                         and lists such as -Minfo=accel,inline: categories
                         other than accel, acc and all report nothing)

COMPILER OPTIONS (as clang/gcc):
  -c -o <file> -I<dir> -D<m>[=v] -U<m> -O<n> -g -std=<std> -fsyntax-only -v
  -E [-dM] -M -MM        The preprocessor on the source, as clang (OpenACC kept)
  -S                     The translation compiled to (host) assembly
  -MD -MMD -MF <file>    Dependency files name the source and its headers
  Options accc does not know are passed to clang. -fopenacc and -acc (what
  CMake's FindOpenACC and nvc makefiles pass) are accepted and implied;
  -fopenmp is an error: accc compiles with OpenMP itself. OpenMP directives
  already in the source are ignored (with a warning), as without -fopenmp.
  Each warning is reported once, at the user's line.

WARNINGS (clang's -W flags, for accc's groups too; docs/Diagnostics.md):
  -W<group> -Wno-<group> -Werror=<group> -Wno-error=<group> -Werror -w
  accc's groups: accc-ignored-clause, accc-reduction-race,
  accc-legacy-spelling, accc-minus-reduction, accc-ignored-openmp

ENVIRONMENT (run time):
  ACC_DEVICE_TYPE=host|nvidia   ACC_DEVICE_NUM=<n>
  OMP_TARGET_OFFLOAD=DISABLED   run compute regions on the host
  ACCC_CUDA_WAIT=auto|spin|yield|blocking  how the host waits for the GPU
  ACCC_RUN_AHEAD=0    wait for every synchronous construct's kernel where the
                      construct ends (-fno-openacc-run-ahead at compile time)

Documentation: docs/ in the accc source tree.
)";
}

} // namespace accc::driver
