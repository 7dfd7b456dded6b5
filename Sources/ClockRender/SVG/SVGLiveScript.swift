/// The script of a live SVG (``SVGOptions/Motion/live(zones:)``): where scripts run (the SVG
/// opened directly, in `<object>` or `<iframe>`, inline in a page), it sets every animated hand
/// from the viewer's clock in its dial's zone once a second, just after each second begins;
/// where they do not (`<img>`, CSS backgrounds), the CSS animation runs on alone.
///
/// It finds its own `<svg>` from `document.currentScript` (never by id: two identical
/// documents in one page share their ids), reads each hand's period from its CSS animation and
/// seeks the animation to the hand's place in its turn: the seconds since local midnight in the
/// zone, from `Intl.DateTimeFormat(…, {timeZone})` (the browser's tz data, so daylight-saving
/// changes are kept), modulo the period, the same rule as ``HandMotion``. The CSS animation then
/// keeps ticking or sweeping between two syncs. A zone the browser does not know leaves that
/// dial to its CSS animation.
enum SVGLiveScript {
  /// The script for dials in `zones` (one per tile, in order; a hand group's `data-dial` is its
  /// index), as the text of a CDATA section: it contains no `]]>`, and names are written as
  /// JSON strings with `<`, `>` and `&` escaped.
  static func source(zones: [SVGLiveZone]) -> String {
    let list = zones.map { zone -> String in
      switch zone {
      case .named(let name): return jsonString(name)
      case .offset(let seconds): return String(seconds)
      }
    }.joined(separator: ",")
    return """
      (function(){var s=document.currentScript,r=s&&s.closest&&s.closest("svg");if(!r||!r.querySelectorAll)return;\
      var Z=[\(list)],F=Z.map(function(z){if(typeof z=="number")return null;\
      try{return new Intl.DateTimeFormat("en-US",{timeZone:z,hourCycle:"h23",hour:"numeric",minute:"numeric",second:"numeric"})}\
      catch(e){return undefined}});\
      function day(i,t){var f=F[i];if(f===null){var u=(t/1000+Z[i])%86400;return u<0?u+86400:u}if(!f)return null;\
      var h=0,m=0,x=0;f.formatToParts(t).forEach(function(p){var v=+p.value;if(p.type=="hour")h=v%24;\
      else if(p.type=="minute")m=v;else if(p.type=="second")x=v});return h*3600+m*60+x+(t%1000+1000)%1000/1000}\
      var T;function sync(){clearTimeout(T);var t=Date.now(),d={};r.querySelectorAll("[data-dial]").forEach(function(g){\
      var i=+g.getAttribute("data-dial");if(!(i in d))d[i]=day(i,t);var v=d[i],a=g.getAnimations&&g.getAnimations()[0];\
      if(v==null||!a||!a.effect)return;var k=a.effect.getTiming(),p=+k.duration;if(!(p>0))return;\
      var c=v*1000%p+(+k.delay||0);while(c<0)c+=p;a.currentTime=c});\
      T=setTimeout(sync,1000-(Date.now()%1000+1000)%1000+5)}\
      sync();document.addEventListener("visibilitychange",function(){if(!document.hidden)sync()})})();
      """
  }

  /// `text` as a JSON string that is also safe in a CDATA section and in HTML.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<", ">", "&": out += "\\u00" + String(scalar.value, radix: 16)
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
